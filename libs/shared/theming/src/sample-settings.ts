import type { RootScreenData, StoreSettingData } from '@vs/contract';

/** A complete store for tests and previews; override what a test is about. */
export function sampleStoreSettings(overrides: Partial<StoreSettingData> = {}): StoreSettingData {
  return {
    storeId: 'demo',
    serviceName: 'Demo Video',
    serviceDescription: 'A demo store',
    theme: 'default',
    gtmId: null,
    images: {
      logoPc: '/logo-pc.png',
      logoSp: '/logo-sp.png',
      favicon: '/favicon.ico',
      appleTouchIcon: '/apple-touch-icon.png',
    },
    colors: { accentColor: '#e50914', secondaryAccentColor: '#ffd400', playerColor: '#111111' },
    footers: {
      footerLinks: [],
      socialMediaLinks: { twitterUrl: null, facebookUrl: null, instagramUrl: null, lineUrl: null },
      trademarks: [],
      copyright: '© Demo Video',
    },
    enablePoweredByPvs: false,
    authCodeSetting: [],
    smtpDomain: null,
    status: {
      hasSubscriptionPlan: true,
      isStorePaymentAvailable: true,
      isNewsletterEnabled: true,
      isPrivacyEnabled: true,
      isPinCodeEnabled: true,
      isOidcEnabled: true,
    },
    ...overrides,
  };
}

export function sampleRootData(overrides: Partial<RootScreenData> = {}): RootScreenData {
  return {
    authId: null,
    storeSettingData: sampleStoreSettings(),
    browserInfo: { isApp: false, isAndroid: false, isMobile: false },
    ...overrides,
  };
}
