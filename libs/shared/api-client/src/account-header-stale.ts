/**
 * The account layout loads its header once and keeps it while the member moves between pages. A page
 * that changes what the header shows (the profile image) marks it stale; the shell reloads it on the
 * next navigation. On globalThis, like the toast store: the remote's copy must reach the shell's.
 */
const key = Symbol.for('vs.account-header-stale');
type Holder = { [key]?: boolean };

export function markAccountHeaderStale(): void {
  (globalThis as Holder)[key] = true;
}

/** True once after {@link markAccountHeaderStale}; reading clears the mark. */
export function takeAccountHeaderStale(): boolean {
  const stale = (globalThis as Holder)[key] === true;
  (globalThis as Holder)[key] = false;
  return stale;
}
