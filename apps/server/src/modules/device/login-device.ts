import { parseUserAgent } from './parse-user-agent';

/** Spec 001 §9: user agents are kept to 500 characters. */
export const USER_AGENT_MAX = 500;

/** Spec 000 §3 "Login history entry": the device kinds the history names. */
export type LoginDeviceType = 'android' | 'iphone' | 'ipad' | 'mac' | 'pc' | 'other';

export interface LoginDevice {
  readonly deviceType: LoginDeviceType;
  readonly browser: string | null;
}

/** A member's browser sends the same user agent at every login, and parsing one is not cheap. */
const RECENT_MAX = 256;
const recent = new Map<string, LoginDevice>();

/**
 * Device type and browser of a login, from the first 500 characters of the user agent. iPadOS 13+
 * says "Macintosh" like a Mac; without client hints it is counted as a Mac.
 */
export function loginDeviceOf(userAgent: string | undefined): LoginDevice {
  const key = (userAgent ?? '').slice(0, USER_AGENT_MAX);
  const known = recent.get(key);
  if (known) {
    // Least recently used goes first: a hit moves to the end.
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const device = parse(key);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
  recent.set(key, device);
  return device;
}

function parse(userAgent: string): LoginDevice {
  const { os = '', model = '', deviceType: type, browser } = parseUserAgent(userAgent);
  let deviceType: LoginDeviceType = 'other';
  if (model === 'iPad' || (os === 'iOS' && type === 'tablet')) deviceType = 'ipad';
  else if (model === 'iPhone' || os === 'iOS') deviceType = 'iphone';
  else if (os === 'Android') deviceType = 'android';
  else if (os === 'Mac OS') deviceType = 'mac';
  else if (desktopSystems.has(os)) deviceType = type === undefined ? 'pc' : 'other';
  return { deviceType, browser: browser ?? null };
}

/** Desktop systems as ua-parser-js 1.x names them (Chrome OS is "Chromium OS" there). */
const desktopSystems = new Set(['Windows', 'Linux', 'Chromium OS', 'Ubuntu', 'Debian', 'Fedora']);
