import type { StoreSeed } from './types';

/**
 * A second store on second.localhost with other colours, name and a GTM id, so tests can show that
 * theming, plans and the CSP follow the Host header.
 */
export const secondStore: StoreSeed = {
  store: {
    id: 'second',
    serviceName: 'Second Screen',
    serviceDescription: 'Independent films, one rental at a time.',
    theme: 'default',
    gtmId: 'GTM-SECOND1',
    images: {
      logoPc: null,
      logoSp: null,
      favicon: null,
      appleTouchIcon: 'https://second.example.com/apple-touch-icon.png',
    },
    colors: { accentColor: '#0a7cff', secondaryAccentColor: '#00c2a8', playerColor: '#ffffff' },
    footers: {
      footerLinks: [
        {
          name: 'Terms',
          type: 'url',
          value: 'https://second.example.com/terms',
          enable: true,
          external_link: true,
          display_type: 'other',
        },
      ],
      socialMediaLinks: {
        twitterUrl: null,
        facebookUrl: null,
        instagramUrl: null,
        lineUrl: 'https://line.me/R/ti/p/@second',
      },
      trademarks: [],
      copyright: '© 2026 Second Screen',
    },
    enablePoweredByPvs: false,
    authCodeSetting: [],
    smtpDomain: null,
    status: {
      hasSubscriptionPlan: true,
      isStorePaymentAvailable: false,
      isNewsletterEnabled: false,
      isPrivacyEnabled: false,
      isPinCodeEnabled: false,
      isOidcEnabled: false,
    },
  },
  hosts: ['second.localhost'],
  policies: [
    {
      key: 'terms',
      title: 'Terms of Service',
      isExternal: true,
      dataSource: 'https://second.example.com/terms',
      revisions: [{ revision: 1, renderData: '' }],
    },
  ],
  plans: [
    {
      planId: 'premium',
      planType: 'subscription',
      planName: 'Premium',
      planDescription: '<p>Everything, every month.</p>',
      renewSpanUnit: 'months',
      renewSpan: 1,
      freeTrialDays: null,
      price: 1980,
      salesStartDate: null,
      salesEndDate: null,
      salesCount: 0,
      salesLimit: null,
      forceStopRenewDate: null,
      hasAvailableCampaign: false,
      orderCompletedMessage: null,
    },
  ],
  // No profile images here (the image pages answer 404); consents and the PIN are off in its status.
  account: { isProfileImageEnabled: false, externalIdentities: [], withdrawalSurvey: null },
  // A fictitious registration number with a valid check digit (billing-history/registration-number.ts).
  billing: { issuerName: 'Second Screen Co., Ltd.', registrationNumber: 'T3987654321098' },
  // Policies on the e-mail step (3 steps), no user ID, Select sex without "no answer", a short form.
  // The bot check is asked for here; it takes effect only where the server has BOT_CHECK_* configured.
  login: {
    isEnabledAuthCode: true,
    defaultLoginType: 'password',
    isRecaptchaEnabled: true,
    multiFactorTypes: ['Email', 'SMS', 'OTP'],
  },
  signup: {
    fieldRules: {
      name: 'REQUIRED',
      nickname: 'OPTIONAL',
      sex: 'OPTIONAL',
      birthday: 'OPTIONAL',
      country: 'OPTIONAL',
      phoneNumber: 'NOT_USE',
      postalCode: 'NOT_USE',
      prefecture: 'NOT_USE',
      address: 'NOT_USE',
      address2: 'NOT_USE',
    },
    genderInputType: 'Select',
    disallowUnknownGender: true,
    passwordStrength: 'uppercaseAndSymbol',
    isEnabledUserId: false,
    showPolicyFirst: false,
    customAssociatedInfo: [
      {
        id: 'newsletterTopics',
        title: 'Newsletter topics',
        type: 'CHECKBOX',
        rule: 'OPTIONAL',
        selectOptions: [
          { id: 'releases', label: 'New releases' },
          { id: 'festivals', label: 'Festivals' },
        ],
      },
    ],
  },
};
