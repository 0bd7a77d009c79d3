import type { BrowserInfo } from '@vs/contract';
import { parseUserAgent } from './parse-user-agent';

/** Spec 000 §9: user-agent parsing looks at the first 500 characters only (bounds the regex work). */
export const USER_AGENT_LIMIT = 500;
/** Spec 000 §6: the store's own app embeds the site with a user agent starting with this marker. */
export const APP_USER_AGENT_MARKER = 'PVS';

export function browserInfoOf(userAgent: string | undefined): BrowserInfo {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_LIMIT);
  const { os, deviceType } = parseUserAgent(ua);
  return {
    isApp: ua.startsWith(APP_USER_AGENT_MARKER),
    isAndroid: os === 'Android',
    // Tablets count as mobile, as in react-device-detect: both lack a hover pointer and a wide window.
    isMobile: deviceType === 'mobile' || deviceType === 'tablet',
  };
}
