import type { BrowserInfo, RootScreenData, StoreSettingData } from '@vs/contract';
import { create, type StoreApi, type UseBoundStore } from 'zustand';

export interface SiteState {
  readonly settings: StoreSettingData | null;
  readonly browserInfo: BrowserInfo;
  readonly authId: string | null;
}

export type SiteStore = UseBoundStore<StoreApi<SiteState>>;

const key = /* @__PURE__ */ Symbol.for('vs.site-store');
type Holder = { [key]?: SiteStore };

/**
 * Every remote bundles its own copy of this module, so a module-level store would exist once per
 * remote. Keeping the store on globalThis under a registered symbol makes the first bundle that
 * loads (the shell) create it and every later copy reuse it: one store across remotes.
 */
function sharedSiteStore(): SiteStore {
  return ((globalThis as Holder)[key] ??= create<SiteState>(() => ({
    settings: null,
    browserInfo: { isApp: false, isAndroid: false, isMobile: false },
    authId: null,
  })));
}

// PURE: a bundle that imports only other parts of this lib (a remote's routes) drops the store.
export const siteStore: SiteStore = /* @__PURE__ */ sharedSiteStore();

export function setRootData(root: RootScreenData): void {
  siteStore.setState({ settings: root.storeSettingData, browserInfo: root.browserInfo, authId: root.authId });
}

/** The store's settings; throws when used before the shell (or standalone harness) loaded root data. */
export function useStoreSettings(): StoreSettingData {
  const settings = siteStore((state) => state.settings);
  if (!settings) throw new Error('store settings are not loaded yet: call setRootData first');
  return settings;
}

export function useBrowserInfo(): BrowserInfo {
  return siteStore((state) => state.browserInfo);
}

export function useAuthId(): string | null {
  return siteStore((state) => state.authId);
}
