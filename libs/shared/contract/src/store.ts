/** Spec 000 §3 "Store settings" and "Store status". */
export interface StoreImages {
  readonly logoPc: string | null;
  readonly logoSp: string | null;
  readonly favicon: string | null;
  readonly appleTouchIcon: string | null;
}

export interface StoreColors {
  readonly accentColor: string;
  readonly secondaryAccentColor: string;
  readonly playerColor: string;
}

export type FooterDisplayType = 'login' | 'logout' | 'other';

export interface FooterLink {
  readonly name: string;
  /** `default` links point inside the site (value is a path); `url` links point anywhere. */
  readonly type: 'default' | 'url';
  readonly value: string;
  readonly enable: boolean;
  readonly external_link: boolean;
  readonly display_type: FooterDisplayType;
}

export interface SocialMediaLinks {
  readonly twitterUrl: string | null;
  readonly facebookUrl: string | null;
  readonly instagramUrl: string | null;
  readonly lineUrl: string | null;
}

export interface Trademark {
  readonly name: string;
  /** `text`: values are lines of text; `image`: values are image URLs. */
  readonly type: 'text' | 'image';
  readonly values: readonly string[];
}

export interface StoreFooters {
  readonly footerLinks: readonly FooterLink[];
  readonly socialMediaLinks: SocialMediaLinks;
  readonly trademarks: readonly Trademark[];
  readonly copyright: string;
}

export interface StoreStatus {
  readonly hasSubscriptionPlan: boolean;
  readonly isStorePaymentAvailable: boolean;
  readonly isNewsletterEnabled: boolean;
  readonly isPrivacyEnabled: boolean;
  readonly isPinCodeEnabled: boolean;
  readonly isOidcEnabled: boolean;
}

export interface AuthCodeSetting {
  readonly purpose: string;
  readonly displayName: string;
}

export interface StoreSettingData {
  readonly storeId: string;
  readonly serviceName: string;
  readonly serviceDescription: string;
  readonly theme: string;
  readonly gtmId: string | null;
  readonly images: StoreImages;
  readonly colors: StoreColors;
  readonly footers: StoreFooters;
  readonly enablePoweredByPvs: boolean;
  readonly authCodeSetting: readonly AuthCodeSetting[];
  readonly smtpDomain: string | null;
  readonly status: StoreStatus;
}
