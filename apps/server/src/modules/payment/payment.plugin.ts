import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentConfig } from '../../config';
import { route } from '../../http/endpoint-route';
import { deleteMethod } from './delete-payment-method';
import { finishLink, startLink, startPaypal } from './link-method';
import { PaymentMethodUsages } from './payment-method-usage';
import type { PaymentProvider } from './payment-provider';
import { registerPaymentScreenData } from './payment-screen-data';
import { finishCreditChallenge, registerCredit } from './register-card';
import { sandboxProvider } from './sandbox-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider's adapter; null when PAYMENT_PROVIDER is unset. */
    readonly paymentProvider: PaymentProvider | null;
    /** Where modules above (purchase) say which contracts pay with which method. */
    readonly paymentMethodUsages: PaymentMethodUsages;
  }
}

export interface PaymentPluginOptions {
  readonly config: PaymentConfig | null;
  /** Tests hand in another adapter (or a fetch) here. */
  readonly provider?: PaymentProvider | null;
}

/** The member's payment methods: the provider port, the calls of spec 001 §7 and their pages' data. */
export const paymentPlugin = fp<PaymentPluginOptions>(
  async (app: FastifyInstance, { config, provider }) => {
    app.decorate('paymentProvider', provider !== undefined ? provider : config ? sandboxProvider(config) : null);
    app.decorate('paymentMethodUsages', new PaymentMethodUsages());
    route(app, endpoints.paymentMethodCredit, async (call) => registerCredit(app, call));
    route(app, endpoints.paymentMethodCreditChallenge, async (call) => finishCreditChallenge(app, call));
    route(app, endpoints.paymentMethodDelete, async (call) => deleteMethod(app, call));
    route(app, endpoints.paymentMethodLink, async (call) => startLink(app, call));
    route(app, endpoints.paymentMethodPaypal, async (call) => startPaypal(app, call));
    route(app, endpoints.paymentMethodLinkResult, async (call) => finishLink(app, call));
    registerPaymentScreenData(app);
  },
  { name: 'payment', dependencies: ['database', 'store', 'session', 'clock', 'screen-data'] },
);
