import { wording, type Wording } from '@vs/catalogue';
import { endpoints, type AccountPinPurpose, type EndpointDef } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href, purchasePaths, type PurchaseFlow } from '@vs/routes';
import { reach, type Schema } from 'yup';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';

/**
 * Step-up (docs/security.md): changing e-mail, password, multi-factor or user ID, ending sessions, and
 * withdrawing, need a login from the last few minutes. An older session is sent through the login
 * again (any method, second factor included), which comes back to the page.
 */
export const STEP_UP_WINDOW_MINUTES = 10;

/** Pages (and their sub-pages) that change what step-up protects. */
const stepUpPagePrefixes = (
  [
    '/mypage/email/edit',
    '/mypage/password/edit',
    '/mypage/enable-password',
    '/mypage/user-id/edit',
    '/mypage/multi-factor',
    '/withdraw',
    '/mypage/payment-method',
    '/mypage/sessions',
  ] as const
).map((page) => href(page));

/**
 * Completion pages change nothing, and a PIN page follows a step that was itself protected: the PIN
 * (valid 60 minutes) finishes what a recent login started.
 */
export function needsStepUp(pagePath: string): boolean {
  if (pagePath.endsWith('/complete') || pagePath.endsWith('/pin-code')) return false;
  return stepUpPagePrefixes.some((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`));
}

/** The login page in step-up mode, coming back to `target` (a path of this site, with its query). */
export function stepUpLoginPath(target: string): string {
  return `/login?prompt=login&redirect=${encodeURIComponent(target)}`;
}

/** True when the session's login is younger than the step-up window. */
export async function loginIsRecent(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const loggedInAt = await request.session.get('loggedInAt');
  if (!loggedInAt) return false;
  const age = app.now().getTime() - new Date(loggedInAt).getTime();
  return age >= 0 && age < STEP_UP_WINDOW_MINUTES * 60_000;
}

declare module '../session/session-data' {
  interface SessionData {
    /** The plan whose page sent the member to add a payment method: step-up and the completion lead back. */
    paymentMethodReturnPlan?: string;
    /** Set when that page was sign-up's plan step (the way back is the step, not the plan page). */
    paymentMethodReturnFlow?: PurchaseFlow;
  }
}

// The contract's own rule for a plan id (the card call's `planId`), so one rule decides everywhere.
const planIdRule = reach(endpoints.paymentMethodCredit.body(), 'planId') as Schema;

/**
 * A plan's page (or sign-up's plan step showing it) when `planId` passes the contract's rule for a plan
 * id, else null: return pages of the payment flow are built here from an id, never taken from the
 * client as an address.
 */
export function planPageOf(planId: unknown, flow: PurchaseFlow = 'plan'): string | null {
  return typeof planId === 'string' && planIdRule.isValidSync(planId) ? purchasePaths(planId, flow).choose : null;
}

/** My Page's payment methods, still knowing the plan page the member came from (if any). */
export async function paymentListPage(request: FastifyRequest): Promise<string> {
  const planId = await request.session.get('paymentMethodReturnPlan');
  if (!planId || !planPageOf(planId)) return href('/mypage/payment-method');
  const flow = await request.session.get('paymentMethodReturnFlow');
  return href('/mypage/payment-method', undefined, { plan: planId, ...(flow === 'signup' ? { flow } : {}) });
}

/**
 * A card typed on a plan's page to pay for it (the body names the plan) comes back to that page, where
 * the member was buying; one added on My Page comes back there.
 */
async function cardReturnPage(request: FastifyRequest): Promise<string> {
  return planPageOf((request.body as { planId?: unknown } | null)?.planId) ?? paymentListPage(request);
}

const stepUpMessage: Wording = wording('auth:errors.stepUp');

/**
 * The calls step-up protects, each with the page a member comes back to after logging in again:
 * the ones that start a change. Those finished by a mailed PIN (e-mail change, enable-password,
 * withdrawal) are protected at the PIN's first sending (a resend only repeats it); verifying the
 * own address changes nothing.
 */
export const protectedCalls: ReadonlyArray<{
  readonly endpoint: EndpointDef;
  /** The page to come back to: a fixed one, or one the server builds from the call and the session. */
  readonly page: string | ((request: FastifyRequest) => Promise<string>);
  readonly applies?: (body: unknown) => boolean;
}> = [
  {
    endpoint: endpoints.accountEmailEditSendPin,
    page: href('/mypage'),
    applies: (body: unknown) => (body as { type?: AccountPinPurpose } | null)?.type !== 'mailVerify',
  },
  { endpoint: endpoints.passwordEdit, page: href('/mypage/password/edit') },
  { endpoint: endpoints.userIdEdit, page: href('/mypage/user-id/edit') },
  { endpoint: endpoints.enableMultiFactor, page: href('/mypage/multi-factor') },
  { endpoint: endpoints.enableMultiFactorWithBackupCode, page: href('/mypage/multi-factor') },
  { endpoint: endpoints.backupCodeRegenerate, page: href('/mypage/multi-factor/backup-code') },
  { endpoint: endpoints.disableMultiFactor, page: href('/mypage/multi-factor') },
  { endpoint: endpoints.trustedDevice, page: href('/mypage/multi-factor/trusted-device') },
  { endpoint: endpoints.trustedDeviceAll, page: href('/mypage/multi-factor/trusted-device') },
  { endpoint: endpoints.endSession, page: href('/mypage/sessions') },
  { endpoint: endpoints.endOtherSessions, page: href('/mypage/sessions') },
  { endpoint: endpoints.withdrawConfirm, page: href('/withdraw') },
  { endpoint: endpoints.paymentMethodCredit, page: cardReturnPage },
  { endpoint: endpoints.paymentMethodDelete, page: paymentListPage },
  { endpoint: endpoints.paymentMethodLink, page: paymentListPage },
  { endpoint: endpoints.paymentMethodPaypal, page: paymentListPage },
];

/**
 * One hook for every protected call: a member whose login is older than the window gets 403
 * STEP_UP_REQUIRED with the restart-flow redirect to the login; a guest goes on to the call's own 401.
 */
export function registerStepUpGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const call = protectedCalls.find(
      ({ endpoint }) => endpoint.method === request.method && endpoint.path === request.routeOptions.url,
    );
    if (!call || (call.applies && !call.applies(request.body))) return;
    if (!(await request.session.get('accountId')) || (await loginIsRecent(app, request))) return;
    throw new AppError(
      403,
      'STEP_UP_REQUIRED',
      stepUpMessage[languageOf(request)],
      undefined,
      stepUpLoginPath(typeof call.page === 'string' ? call.page : await call.page(request)),
    );
  });
}
