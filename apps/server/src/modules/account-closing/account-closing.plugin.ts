import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountClosers } from './account-closers';

declare module 'fastify' {
  interface FastifyInstance {
    readonly accountClosers: AccountClosers;
  }
}

/** Decorates the app with the one list of account-closing steps, before any module registers its own. */
export const accountClosingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountClosers', new AccountClosers());
  },
  { name: 'account-closing' },
);
