/** Data the shell and pages read: root and header screen data, the remotes manifest, the postal lookup. */
import type { AccountHeaderScreenData, RootScreenData } from '../screen-data';
import { endpoint } from '../endpoint';
import type { RemotesManifest } from '../remotes';
import type { PostalAddress } from '../signup';

export const rootScreenData = /* @__PURE__ */ endpoint<RootScreenData>()({
  method: 'GET',
  path: '/zapi/internal/root/screen-data',
  errors: [],
});

export const accountHeaderScreenData = /* @__PURE__ */ endpoint<AccountHeaderScreenData>()({
  method: 'GET',
  path: '/zapi/internal/account-header/screen-data',
  errors: [],
});

export const remotesManifest = /* @__PURE__ */ endpoint<RemotesManifest>()({
  method: 'GET',
  path: '/zapi/internal/remotes',
  errors: [],
});

/** 7 digits, no hyphen; 404 POSTAL_CODE_NOT_FOUND when no area has it. */
export const postalCode = /* @__PURE__ */ endpoint<readonly PostalAddress[]>()({
  method: 'GET',
  path: '/zapi/postal-code/:postalCode',
  errors: ['POSTAL_CODE_NOT_FOUND', 'TOO_MANY_REQUESTS'],
});
