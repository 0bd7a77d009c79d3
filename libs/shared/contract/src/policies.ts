/** Spec 000 §3 "Policy": what a consent screen shows, and what the browser sends back. */
export interface PolicyView {
  readonly policyId: string;
  readonly revision: number;
  /** e.g. 'terms', 'privacy'. */
  readonly key: string;
  readonly title: string;
  /** External policies open their link (`dataSource`) instead of showing text to scroll. */
  readonly isExternal: boolean;
  readonly dataSource: string | null;
  /** Stored markup for internal policies; the page sanitises it before rendering. */
  readonly renderData: string | null;
}

/** One element of `policyConsentData` (spec 001 §7). */
export interface PolicyConsent {
  readonly policyId: string;
  readonly revision: number;
  readonly key: string;
}

/**
 * GET /zapi/internal/terms/screen-data and /privacy/screen-data: the store's policy of that key at
 * its current revision (the one the consent flow asks for), for the footer's and the consent page's
 * links. An external policy carries its address instead of text.
 */
export interface PolicyPageScreenData {
  readonly policy: PolicyView;
}
