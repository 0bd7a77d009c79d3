import { UAParser } from 'ua-parser-js';

/** What the site reads from a user agent: the operating system, the device kind and model, the browser. */
export interface ParsedUserAgent {
  readonly os: string | undefined;
  /** 'mobile', 'tablet', … or undefined for a desktop (ua-parser-js's device types). */
  readonly deviceType: string | undefined;
  readonly model: string | undefined;
  readonly browser: string | undefined;
}

/**
 * ua-parser-js 1.x (MIT; 2.x is AGPL-3.0). 1.x calls Chrome and Firefox on phones and tablets plain
 * "Chrome" and "Firefox" where 2.x said "Mobile Chrome" and "Mobile Firefox"; login history rows keep
 * the 2.x names, so the prefix is added back by 2.x's own rules (its browser regexes for CriOS,
 * "Chrome/… Mobile", FxiOS and "Mobile;…Firefox/"). Only a name 1.x settled on as Chrome or
 * Firefox is renamed, so Samsung Internet, Edge or a WebView keep theirs.
 */
const mobileChrome = /\b(?:crmo|crios)\/[\w.]+|chrome\/[\w.]+ mobile/i;
const mobileFirefox = /fxios\/[\w.-]+|(?:mobile|tablet);.*firefox\/[\w.-]+/i;

export function parseUserAgent(userAgent: string): ParsedUserAgent {
  const { os, device, browser } = UAParser(userAgent);
  let name = browser.name;
  if (name === 'Chrome' && mobileChrome.test(userAgent)) name = 'Mobile Chrome';
  else if (name === 'Firefox' && mobileFirefox.test(userAgent)) name = 'Mobile Firefox';
  return { os: os.name, deviceType: device.type, model: device.model, browser: name };
}
