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
