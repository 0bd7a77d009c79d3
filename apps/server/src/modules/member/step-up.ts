import { wording, type Wording } from '@vs/catalogue';
import { endpoints, type AccountPinPurpose, type EndpointDef } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
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

const stepUpMessage: Wording = wording('auth:errors.stepUp');

/** A call step-up protects, with the page a member comes back to after logging in again. */
export interface StepUpCall {
  readonly endpoint: EndpointDef;
  /** The page to come back to: a fixed one, or one the server builds from the call and the session. */
  readonly page: string | ((request: FastifyRequest) => Promise<string>);
  readonly applies?: (body: unknown) => boolean;
}

/**
 * The account's calls step-up protects: the ones that start a change. Those finished by a mailed PIN
 * (e-mail change, enable-password, withdrawal) are protected at the PIN's first sending (a resend only
 * repeats it); verifying the own address changes nothing. The payment methods' calls, whose way back
 * is a plan's page, are the payment module's (`paymentStepUpCalls`).
 */
export const accountStepUpCalls: readonly StepUpCall[] = [
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
];

/**
 * One hook for every protected call: a member whose login is older than the window gets 403
 * STEP_UP_REQUIRED with the restart-flow redirect to the login; a guest goes on to the call's own 401.
 */
export function registerStepUpGuard(app: FastifyInstance, protectedCalls: readonly StepUpCall[]): void {
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
