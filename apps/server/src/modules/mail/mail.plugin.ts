import { endpoints, type DevMailbox } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { recipientOf } from '../../http/recipient-query';
import { requireStore } from '../store/store.plugin';
import { mailboxPage } from './mailbox.html';
import type { MailSender } from './mail.port';
import { MailDelivery } from './mail-delivery';
import { deleteMailsOfAccount } from './mail-queue.repository';
import { createOutboxSender, createQueueSender, listOutbox } from './outbox.adapter';
import { createSmtpTransport } from './smtp.adapter';

declare module 'fastify' {
  interface FastifyInstance {
    readonly mail: MailSender;
    /** The background sender when mail goes over SMTP (null: mail stays in the dev mailbox). */
    readonly mailDelivery: MailDelivery | null;
  }
}

export interface MailPluginOptions {
  readonly smtpUrl: string | null;
  /** The mailbox pages exist outside production and in the demo (AppConfig.devMailbox). */
  readonly mailbox: boolean;
  /** The mailbox page says it is the demo's (DEMO=1). */
  readonly demo: boolean;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, { smtpUrl, mailbox, demo }) => {
    // Mails to a closed account's address (its PINs, codes, notices) go with it.
    app.accountClosers.add(deleteMailsOfAccount);
    if (smtpUrl) {
      const transport = createSmtpTransport(smtpUrl);
      const delivery = new MailDelivery({
        db: app.db,
        transport,
        now: app.now,
        log: app.log.child({ module: 'mail' }),
      });
      app.decorate('mailDelivery', delivery);
      app.decorate(
        'mail',
        createQueueSender(app.db, app.now, () => delivery.wake()),
      );
      // Mail queued by an earlier run (or another process that stopped) goes out now.
      app.addHook('onReady', async () => delivery.wake());
      app.addHook('onClose', async () => {
        await delivery.close();
        transport.close();
      });
    } else {
      app.decorate('mailDelivery', null);
      app.decorate('mail', createOutboxSender(app.db));
    }
    if (!mailbox) return;

    route(app, endpoints.devMailbox, async ({ request, reply }) => {
      const store = requireStore(request);
      const messages = await listOutbox(app.db, store.id);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mailboxPage(store.serviceName, messages, demo));
    });

    route(
      app,
      endpoints.devMailboxJson,
      async ({ request, reply }): Promise<DevMailbox> => {
        reply.header('cache-control', 'no-store');
        const to = recipientOf(request);
        return { messages: await listOutbox(app.db, requireStore(request).id, to ? { to } : {}) };
      },
      { schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 191 } } } } },
    );
  },
  { name: 'mail', dependencies: ['database', 'store', 'clock', 'account-closing'] },
);
