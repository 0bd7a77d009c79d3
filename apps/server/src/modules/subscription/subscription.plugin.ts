import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { registerStepUpGuard } from '../member/step-up';
import { requestCancel } from './cancel';
import { changePaymentMethod } from './change-payment-method';
import { retrySettlement } from './re-settlement';
import { registerSubscriptionScreenData } from './subscription-screen-data';
import { subscriptionStepUpCalls } from './subscription-step-up';
import { undoCancel } from './undo-cancel';

/** My Page's contracts (spec 000 §2 /mypage/plans, /mypage/subscription/…; spec 001 §7 subscription calls). */
export const subscriptionPlugin = fp(
  async (app: FastifyInstance) => {
    registerStepUpGuard(app, subscriptionStepUpCalls);
    route(app, endpoints.subscriptionWithdraw, async (call) => requestCancel(app, call));
    route(app, endpoints.subscriptionWithdrawCancel, async (call) => undoCancel(app, call));
    route(app, endpoints.subscriptionReSettlement, async (call) => retrySettlement(app, call));
    route(app, endpoints.subscriptionChangePaymentMethod, async (call) => changePaymentMethod(app, call));
    registerSubscriptionScreenData(app);
  },
  {
    name: 'subscription',
    dependencies: ['database', 'store', 'session', 'clock', 'screen-data', 'payment', 'billing'],
  },
);
