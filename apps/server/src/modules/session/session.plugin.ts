import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfCheck } from './csrf.hook';
import { loadCsrfSecret } from './csrf-token';
import { SessionHandle } from './session-handle';
import { deleteExpiredSessions, deleteSessionsOfClosedAccount } from './session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionHandle;
  }
}

export interface SessionPluginOptions {
  readonly secure: boolean;
  readonly csrfSecret: string | null;
  readonly publicOrigin: string | null;
}

/** Server-side sessions in the database, the CSRF check, and the cleanup of expired rows. */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, { secure, csrfSecret: configuredSecret, publicOrigin }) => {
    const csrfSecret = await loadCsrfSecret(app.db, configuredSecret);
    app.decorateRequest('session', null as unknown as SessionHandle);
    app.addHook('onRequest', async (request, reply) => {
      request.session = new SessionHandle(request, reply, { db: app.db, csrfSecret, secure });
    });
    app.addHook('onRequest', csrfCheck(publicOrigin, secure));
    app.accountClosers.add(deleteSessionsOfClosedAccount);

    app.cleanups.add('sessions', () => deleteExpiredSessions(app.db, new Date()));
  },
  { name: 'session', dependencies: ['database', 'cleanups', 'store', '@fastify/cookie', 'account-closing'] },
);
