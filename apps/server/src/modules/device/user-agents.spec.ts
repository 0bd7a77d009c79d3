import { describe, expect, it } from 'vitest';
import { browserInfoOf } from './browser-info';
import { loginDeviceOf, type LoginDevice } from './login-device';

/**
 * Real user agents and what the site makes of them: the login history's device type and browser
 * name (stored with each login, so a parser change must not rename them) and the root data's
 * browser info. Pinned before ua-parser-js 2.x (AGPL-3.0) gave way to 1.x (MIT).
 */
const cases: readonly [string, string | undefined, LoginDevice, { isAndroid: boolean; isMobile: boolean }][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { deviceType: 'pc', browser: 'Chrome' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Chrome on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/131.0.0.0 Safari/537.36',
    { deviceType: 'mac', browser: 'Chrome' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/17.5 Safari/605.1.15',
    { deviceType: 'mac', browser: 'Safari' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { deviceType: 'pc', browser: 'Firefox' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    { deviceType: 'pc', browser: 'Firefox' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Firefox on Ubuntu',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { deviceType: 'pc', browser: 'Firefox' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Chrome on a Chromebook',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { deviceType: 'pc', browser: 'Chrome' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    { deviceType: 'pc', browser: 'Edge' },
    { isAndroid: false, isMobile: false },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/17.5 Mobile/15E148 Safari/604.1',
    { deviceType: 'iphone', browser: 'Mobile Safari' },
    { isAndroid: false, isMobile: true },
  ],
  [
    'Chrome on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    { deviceType: 'iphone', browser: 'Mobile Chrome' },
    { isAndroid: false, isMobile: true },
  ],
  [
    'Firefox on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    { deviceType: 'iphone', browser: 'Mobile Firefox' },
    { isAndroid: false, isMobile: true },
  ],
  [
    'Safari on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/16.6 Mobile/15E148 Safari/604.1',
    { deviceType: 'ipad', browser: 'Mobile Safari' },
    { isAndroid: false, isMobile: true },
  ],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/126.0.0.0 Mobile Safari/537.36',
    { deviceType: 'android', browser: 'Mobile Chrome' },
    { isAndroid: true, isMobile: true },
  ],
  [
    'Chrome on an Android phone, reduced user agent',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { deviceType: 'android', browser: 'Mobile Chrome' },
    { isAndroid: true, isMobile: true },
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    { deviceType: 'android', browser: 'Samsung Internet' },
    { isAndroid: true, isMobile: true },
  ],
  [
    'Firefox on an Android phone',
    'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    { deviceType: 'android', browser: 'Mobile Firefox' },
    { isAndroid: true, isMobile: true },
  ],
  [
    'Chrome on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { deviceType: 'android', browser: 'Chrome' },
    { isAndroid: true, isMobile: true },
  ],
  [
    "an Android app's WebView",
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36',
    { deviceType: 'android', browser: 'Chrome WebView' },
    { isAndroid: true, isMobile: true },
  ],
  ['curl', 'curl/8.5.0', { deviceType: 'other', browser: null }, { isAndroid: false, isMobile: false }],
  ['no user agent', undefined, { deviceType: 'other', browser: null }, { isAndroid: false, isMobile: false }],
];

describe('user agents', () => {
  it.each(cases)('%s: login device', (_name, userAgent, device) => {
    expect(loginDeviceOf(userAgent)).toEqual(device);
  });

  it.each(cases)('%s: browser info', (_name, userAgent, _device, info) => {
    expect(browserInfoOf(userAgent)).toEqual({ isApp: false, ...info });
  });

  it("recognises the store's Android app by its marker", () => {
    const app =
      'PVS/3.2.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(browserInfoOf(app)).toEqual({ isApp: true, isAndroid: true, isMobile: true });
    expect(browserInfoOf('PVS/1.0 Android')).toEqual({ isApp: true, isAndroid: true, isMobile: false });
  });
});
