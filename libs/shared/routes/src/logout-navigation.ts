/**
 * The navigation state our own Logout links carry to /logout. History state belongs to the origin,
 * so a link from another site (or a typed address) reaches /logout without it; the page then asks
 * for a button press before it logs out (spec 000 §2 /logout).
 */
export const logoutNavigationState = { logout: true } as const;

export function isLogoutNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === true;
}
