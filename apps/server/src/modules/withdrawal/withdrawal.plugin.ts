import { apiPaths } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withdraw } from './withdraw';
import { confirmWithdrawal } from './withdraw-confirm';
import { registerWithdrawalScreenData } from './withdrawal-screen-data';

/** Withdrawal: consent and survey, PIN, closing the account (issue 5). */
export const withdrawalPlugin = fp(
  async (app: FastifyInstance) => {
    app.post(apiPaths.withdrawConfirm, async (request) => confirmWithdrawal(app, request));
    app.post(apiPaths.withdraw, async (request, reply) => withdraw(app, request, reply));
    registerWithdrawalScreenData(app);
  },
  { name: 'withdrawal', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'mfa'] },
);
