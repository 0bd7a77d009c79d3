import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { historyPageCall, issueInvoiceCall } from './history-calls';
import { registerHistoryPages } from './history-pages';

/** The member's payment history and qualified invoices; both read only the ledger (charge_attempts). */
export const billingHistoryPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.paymentHistory, async (call) => historyPageCall(app, call));
    route(app, endpoints.invoiceIssue, async (call) => issueInvoiceCall(app, call));
    registerHistoryPages(app);
  },
  { name: 'billing-history', dependencies: ['database', 'store', 'session', 'clock', 'screen-data'] },
);
