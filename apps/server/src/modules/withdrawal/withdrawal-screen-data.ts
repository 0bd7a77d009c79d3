import type { EmptyScreenData, WithdrawScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import { accountPinScreenData } from '../account-email/account-pin';
import { forMembers } from '../member/require-member';
import { accountSettingsOf } from '../store/account-settings';
import { isUnderContract } from '../plans/contracted-plans';
import { confirmedWithdrawalOf } from '../account-email/withdrawal-session';

const toStart = { redirectTo: href('/withdraw') } as const;
const done: EmptyScreenData = { ok: true };

/** Screen data of /withdraw, its PIN page and its completion page (shown to the guest the member has become). */
export function registerWithdrawalScreenData(app: FastifyInstance): void {
  app.screenData.register(
    '/withdraw',
    forMembers(app, async (screen, member): Promise<WithdrawScreenData> => ({
      survey: (await accountSettingsOf(app.db, screen.store.id)).withdrawalSurvey,
      isUnderContract: await isUnderContract(app.db, member.id),
    })),
  );
  app.screenData.register(
    '/withdraw/pin-code',
    forMembers(app, async (screen, member) => {
      if (!(await confirmedWithdrawalOf(screen.request, member.id))) return toStart;
      return (await accountPinScreenData(app, screen.request, member, 'withdraw')) ?? toStart;
    }),
  );
  app.screenData.register('/withdraw/complete', async () => done);
}
