import type { Survey } from '@vs/contract';
import { demoOidc } from './demo-oidc';
import { demoPlans } from './demo-plans';
import { demoBillingSettings, demoCampaignCodes, demoPurchaseSettings } from './demo-purchase';
import type { StoreSeed } from './types';

/** A favicon that needs no file on disk: a data URL is allowed by the CSP's img-src. */
const favicon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
      '<rect width="32" height="32" rx="6" fill="#d7003a"/><path d="M12 9l11 7-11 7z" fill="#fff"/></svg>',
  );

// --- Withdrawal survey ---
/** Asked on /withdraw: one required choice, an optional comment, and 1 to 3 ticks. */
const demoWithdrawalSurvey: Survey = {
  surveyName: '退会アンケート',
  surveyDescription: 'サービス改善のため、退会の理由をお聞かせください。',
  questions: [
    {
      questionId: 'reason',
      questionType: 'radio',
      questionTitle: '退会の理由を教えてください',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [
        { optionTitle: '見たい作品がない' },
        { optionTitle: '料金が高い' },
        { optionTitle: '使い方がわかりにくい' },
        { optionTitle: 'その他' },
      ],
    },
    {
      questionId: 'improvements',
      questionType: 'textarea',
      questionTitle: '改善してほしい点があればお聞かせください',
      questionDescription: '300文字以内',
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
    {
      questionId: 'usedFeatures',
      questionType: 'checkbox',
      questionTitle: 'よく使っていた機能を選んでください（3つまで）',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: 1,
      maxCount: 3,
      options: [
        { optionTitle: '見放題' },
        { optionTitle: 'レンタル' },
        { optionTitle: 'ダウンロード再生' },
        { optionTitle: 'テレビで視聴' },
        { optionTitle: 'お気に入り' },
      ],
    },
  ],
};
// --- end of the withdrawal survey ---

/** The Japanese demo store answering on localhost: every footer, status and plan case is present. */
export const demoStore: StoreSeed = {
  store: {
    id: 'demo',
    serviceName: 'デモビデオストア',
    serviceDescription: '映画・ドラマ・アニメが見放題のデモ用ビデオストアです。',
    theme: 'default',
    gtmId: null,
    images: { logoPc: null, logoSp: null, favicon, appleTouchIcon: null },
    colors: { accentColor: '#d7003a', secondaryAccentColor: '#1f2a44', playerColor: '#ffcc00' },
    footers: {
      footerLinks: [
        {
          name: '利用規約',
          type: 'default',
          value: '/terms',
          enable: true,
          external_link: false,
          display_type: 'other',
        },
        {
          name: 'プライバシーポリシー',
          type: 'default',
          value: '/privacy',
          enable: true,
          external_link: false,
          display_type: 'other',
        },
        {
          name: 'マイページ',
          type: 'default',
          value: '/mypage',
          enable: true,
          external_link: false,
          display_type: 'login',
        },
        {
          name: '新規会員登録',
          type: 'default',
          value: '/signup',
          enable: true,
          external_link: false,
          display_type: 'logout',
        },
        {
          name: 'ヘルプセンター',
          type: 'url',
          value: 'https://help.example.com/',
          enable: true,
          external_link: true,
          display_type: 'other',
        },
        {
          name: '運営会社',
          type: 'url',
          value: 'https://corp.example.com/',
          enable: false,
          external_link: true,
          display_type: 'other',
        },
      ],
      socialMediaLinks: {
        twitterUrl: 'https://x.com/example',
        facebookUrl: 'https://www.facebook.com/example',
        instagramUrl: 'https://www.instagram.com/example',
        lineUrl: null,
      },
      trademarks: [
        {
          name: 'notice',
          type: 'text',
          values: ['デモビデオストアは架空のサービスです。', '掲載作品はすべてサンプルです。'],
        },
      ],
      copyright: '© 2026 Demo Video Store Inc.',
    },
    enablePoweredByPvs: true,
    authCodeSetting: [
      { purpose: 'login', displayName: 'ログイン' },
      { purpose: 'signUp', displayName: '会員登録' },
    ],
    smtpDomain: 'demo-video.example',
    status: {
      hasSubscriptionPlan: true,
      isStorePaymentAvailable: true,
      isNewsletterEnabled: true,
      isPrivacyEnabled: true,
      isPinCodeEnabled: true,
      isOidcEnabled: true,
    },
  },
  hosts: ['localhost', '127.0.0.1'],
  oidc: demoOidc,
  policies: [
    {
      key: 'terms',
      title: '利用規約',
      isExternal: false,
      dataSource: null,
      revisions: [
        {
          revision: 1,
          renderData: '<h2>第1条（適用）</h2><p>本規約は、デモビデオストアの利用に関する条件を定めるものです。</p>',
        },
      ],
    },
    {
      key: 'privacy',
      title: 'プライバシーポリシー',
      isExternal: false,
      dataSource: null,
      revisions: [
        { revision: 1, renderData: '<h2>個人情報の取扱い</h2><p>取得した情報はサービス提供のために利用します。</p>' },
        {
          revision: 2,
          renderData:
            '<h2>個人情報の取扱い</h2><p>取得した情報はサービス提供および品質向上のために利用します。</p><p>第三者提供は行いません。</p>',
        },
      ],
    },
  ],
  plans: demoPlans,
  purchase: demoPurchaseSettings,
  billing: demoBillingSettings,
  campaignCodes: demoCampaignCodes,
  // Profile images on, no social login yet; the withdrawal survey is set by the withdrawal work.
  account: { isProfileImageEnabled: true, externalIdentities: [], withdrawalSurvey: demoWithdrawalSurvey },
  consentOptions: [
    {
      type: 'newsletter',
      key: 'newsletter_campaign',
      title: '新作・キャンペーンのお知らせ',
      description: '新作の配信開始やお得なキャンペーンの情報をメールでお届けします。',
      defaultValue: true,
    },
    {
      type: 'newsletter',
      key: 'newsletter_weekly',
      title: '週間おすすめ作品',
      description: 'あなたの視聴傾向に合わせたおすすめ作品を毎週メールでお届けします。',
      defaultValue: false,
    },
    {
      type: 'privacy',
      key: 'privacy_analytics',
      title: '視聴履歴を使ったおすすめ',
      description: '視聴履歴を分析し、おすすめ作品の表示に利用します。',
      defaultValue: true,
    },
    {
      type: 'privacy',
      key: 'privacy_ads',
      title: '広告のパーソナライズ',
      description: '視聴傾向に合わせて、当サービス内の広告やお知らせの内容を調整します。',
      defaultValue: false,
    },
  ],
  // Policies first (4 steps), user ID on, kana names, Radio sex, the whole address, three questions.
  login: {
    isEnabledAuthCode: true,
    defaultLoginType: 'password',
    isRecaptchaEnabled: false,
    multiFactorTypes: ['Email', 'SMS', 'OTP'],
  },
  signup: {
    fieldRules: {
      familyName: 'REQUIRED',
      givenName: 'REQUIRED',
      familyNameKana: 'REQUIRED',
      givenNameKana: 'REQUIRED',
      nickname: 'OPTIONAL',
      birthday: 'REQUIRED',
      sex: 'REQUIRED',
      phoneNumber: 'OPTIONAL',
      postalCode: 'REQUIRED',
      prefecture: 'REQUIRED',
      address: 'REQUIRED',
      address2: 'OPTIONAL',
      name: 'NOT_USE',
      nameKana: 'NOT_USE',
      country: 'NOT_USE',
    },
    genderInputType: 'Radio',
    disallowUnknownGender: false,
    passwordStrength: 'uppercase',
    isEnabledUserId: true,
    showPolicyFirst: true,
    customAssociatedInfo: [
      {
        id: 'howDidYouHear',
        title: 'デモビデオストアを知ったきっかけ',
        type: 'TEXT',
        rule: 'OPTIONAL',
        selectOptions: [],
        maxLength: 100,
      },
      {
        id: 'favoriteGenre',
        title: '一番好きなジャンル',
        type: 'SELECT',
        rule: 'REQUIRED',
        selectOptions: [
          { id: 'movie', label: '映画' },
          { id: 'drama', label: 'ドラマ' },
          { id: 'anime', label: 'アニメ' },
          { id: 'documentary', label: 'ドキュメンタリー' },
        ],
      },
      {
        id: 'devices',
        title: '視聴に使う端末（複数選択可）',
        type: 'CHECKBOX',
        rule: 'REQUIRED',
        selectOptions: [
          { id: 'tv', label: 'テレビ' },
          { id: 'pc', label: 'パソコン' },
          { id: 'smartphone', label: 'スマートフォン' },
          { id: 'tablet', label: 'タブレット' },
        ],
      },
      { id: 'referralCode', title: '紹介コード', type: 'TEXT', rule: 'NOT_USE', selectOptions: [] },
    ],
  },
};
