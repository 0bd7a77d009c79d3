import type { EnablableMultiFactorType } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import { languageOf } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { acceptOtpStep, enableFactor } from '../mfa/factors.repository';
import { mailSecurityNotice, type SecurityNotice } from '../mfa/security-notice-mail';
import { deleteSessionsOfAccount } from '../auth/auth.repository';
import { requireStore } from '../store/store.plugin';

/** Where every successful set-up ends. */
export const COMPLETE_PAGE = href('/mypage/multi-factor/complete');
export const SETTINGS_PAGE = href('/mypage/multi-factor');

/** A confirmed OTP secret and the step of the code that confirmed it. */
export interface ConfirmedOtp {
  readonly secretSealed: string;
  readonly step: number;
}

/**
 * Turns a confirmed factor on (SMS with the number its code proved). The confirming OTP step is
 * marked used at once, so the code the member just typed cannot also pass a login.
 */
export async function turnFactorOn(
  app: FastifyInstance,
  member: AccountRow,
  type: EnablableMultiFactorType,
  otp: ConfirmedOtp | null,
  phoneNumber: string | null = null,
): Promise<void> {
  await enableFactor(app.db, member.id, type, app.now(), otp?.secretSealed ?? null, phoneNumber);
  if (otp) await acceptOtpStep(app.db, member.id, otp.step);
}

/**
 * ASVS 7.4.3: once a factor is turned on or off or the backup codes are renewed, the member's other
 * sessions end, as after a password change: a session someone else holds does not outlive the
 * change that was perhaps made to shut them out. This session stays.
 */
export async function endOtherSessions(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
): Promise<void> {
  const current = await request.session.load();
  await deleteSessionsOfAccount(app.db, requireStore(request).id, member.id, current?.id ?? null);
}

/** Logs the change (no secrets) and mails the member the security notice (SECURITY.md "Logs and notices"). */
export async function announceChange(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  notice: SecurityNotice,
): Promise<void> {
  request.log.info(
    { authId: member.authId, change: notice.kind, ...('type' in notice ? { type: notice.type } : {}) },
    'multi-factor settings changed',
  );
  await mailSecurityNotice(app, request, requireStore(request), member, notice, languageOf(request));
}
