import type { AccountHeaderScreenData } from '@vs/contract';

export interface MenuItem {
  /** Key in the `layout` namespace under `menu.`. */
  readonly key: 'home' | 'plans' | 'paymentMethod' | 'paymentHistory' | 'backToTop';
  readonly to: string;
  /** Only the exact path marks the item current (so /mypage does not light up on every page). */
  readonly end: boolean;
}

/**
 * Spec 000 §2 "Layouts": Home if the store sells subscriptions or takes payment, Plans if the member
 * has a subscription, Payment method and history if store payment is available, then back-to-top.
 * The server computes the conditions into `menu`; this only orders and links them.
 */
export function accountMenuItems(menu: AccountHeaderScreenData['menu']): MenuItem[] {
  const items: MenuItem[] = [];
  if (menu.home) items.push({ key: 'home', to: '/mypage', end: true });
  if (menu.plans) items.push({ key: 'plans', to: '/mypage/plans', end: false });
  if (menu.paymentMethod) items.push({ key: 'paymentMethod', to: '/mypage/payment-method', end: false });
  if (menu.paymentHistory) items.push({ key: 'paymentHistory', to: '/mypage/payment-history', end: false });
  items.push({ key: 'backToTop', to: '/', end: true });
  return items;
}

/** The menu stays out of the app's embedded browser and off completion pages. */
export function showsAccountMenu(pathname: string, isApp: boolean): boolean {
  return !isApp && !/\/complete\/?$/.test(pathname);
}
