import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { withdraw } from './withdraw';
import { confirmWithdrawal } from './withdraw-confirm';
import { registerWithdrawalScreenData } from './withdrawal-screen-data';

/** Withdrawal: consent and survey, PIN, closing the account. */
export const withdrawalPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.withdrawConfirm, async (call) => confirmWithdrawal(app, call));
    route(app, endpoints.withdraw, async (call) => withdraw(app, call));
    registerWithdrawalScreenData(app);
  },
  { name: 'withdrawal', dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'mail', 'mfa'] },
);
