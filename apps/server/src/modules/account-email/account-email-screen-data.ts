import type { EmailScreenData, EmptyScreenData, PasswordScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import type { AccountRow } from '../account/accounts.repository';
import { forMembers } from '../member/require-member';
import { signupSettingsOf } from '../store/signup-settings';
import {
  accountPinScreenData,
  accountPinSentFor,
  rememberResendPurpose,
  resendAvailableInSeconds,
} from './account-pin';

const emailOf = (member: AccountRow): EmailScreenData => ({
  currentEmail: member.email,
  isEmailVerified: member.emailVerifiedAt !== null,
});
const done: EmptyScreenData = { ok: true };
const toTop = { redirectTo: href('/mypage') } as const;

/** Screen data of the e-mail change, e-mail verification and enable-password pages. */
export function registerAccountEmailScreenData(app: FastifyInstance): void {
  app.screenData.register(
    '/mypage/email/edit',
    forMembers(app, async (_screen, member) => emailOf(member)),
  );
  app.screenData.register(
    '/mypage/email/edit/pin-code',
    forMembers(
      app,
      async (screen, member) =>
        (await accountPinScreenData(app, screen.request, member, 'mailEdit')) ?? {
          redirectTo: href('/mypage/email/edit'),
        },
    ),
  );
  app.screenData.register(
    '/mypage/email/edit/complete',
    forMembers(app, async () => done),
  );

  app.screenData.register(
    '/mypage/email/verify',
    forMembers(app, async (_screen, member) => (member.emailVerifiedAt ? toTop : emailOf(member))),
  );
  app.screenData.register(
    '/mypage/email/verify/code',
    forMembers(app, async (screen, member) => {
      if (member.emailVerifiedAt) return toTop;
      return (
        (await accountPinScreenData(app, screen.request, member, 'mailVerify')) ?? {
          redirectTo: href('/mypage/email/verify'),
        }
      );
    }),
  );
  app.screenData.register(
    '/mypage/email/verify/complete',
    forMembers(app, async () => done),
  );

  app.screenData.register(
    '/mypage/enable-password',
    forMembers(app, async (screen, member): Promise<PasswordScreenData | { redirectTo: string }> => {
      if (member.passwordHash) return { redirectTo: href('/mypage/password/edit') };
      const sent = await accountPinSentFor(screen.request, member, 'passwordSetting');
      if (sent) await rememberResendPurpose(screen.request, 'passwordSetting');
      return {
        passwordStrength: (await signupSettingsOf(app.db, screen.store.id)).passwordStrength,
        email: member.email,
        resendAvailableInSeconds: resendAvailableInSeconds(sent, app.now()),
        pinSent: sent !== undefined,
      };
    }),
  );
  app.screenData.register(
    '/mypage/enable-password/complete',
    forMembers(app, async () => done),
  );
}
