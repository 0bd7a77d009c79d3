import { endpoints, type DevSmsOutbox } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { recipientOf } from '../../http/recipient-query';
import { requireStore } from '../store/store.plugin';
import { createSmsOutboxSender, deleteTextsOfAccount, listSmsOutbox } from './outbox.adapter';
import type { SmsSender } from './sms.port';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null where no way to send text messages exists: the SMS factor is then not offered. */
    readonly sms: SmsSender | null;
  }
}

export interface SmsPluginOptions {
  /** Text messages land in sms_outbox, readable at GET /dev/sms.json (development, SMS_OUTBOX=1). */
  readonly outbox: boolean;
}

export const smsPlugin = fp<SmsPluginOptions>(
  async (app: FastifyInstance, { outbox }) => {
    // Registered either way: rows written while the outbox was on outlive a switch to off.
    app.accountClosers.add(deleteTextsOfAccount);
    if (!outbox) {
      app.decorate('sms', null);
      return;
    }
    app.decorate('sms', createSmsOutboxSender(app.db));
    route(
      app,
      endpoints.devSmsJson,
      async ({ request, reply }): Promise<DevSmsOutbox> => {
        reply.header('cache-control', 'no-store');
        const to = recipientOf(request);
        return { messages: await listSmsOutbox(app.db, requireStore(request).id, to ? { to } : {}) };
      },
      { schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 32 } } } } },
    );
  },
  { name: 'sms', dependencies: ['database', 'store', 'account-closing'] },
);
