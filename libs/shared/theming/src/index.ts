export { themeFromStore, defaultColors, wideBreakpoint, type VsTheme } from './theme';
export { contrastRatio, parseHex, ensureContrast, textOn } from './contrast';
export { applyDocumentTheme, installGtm, cssVariables } from './document-theme';
export {
  siteStore,
  setRootData,
  useStoreSettings,
  useBrowserInfo,
  useAuthId,
  type SiteState,
  type SiteStore,
} from './store';
export { usePageTitle, documentTitle } from './page-title';
export { sampleStoreSettings, sampleRootData } from './sample-settings';
