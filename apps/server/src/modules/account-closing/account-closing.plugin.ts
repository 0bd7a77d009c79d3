import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountClosers } from './account-closers';
import { SignOutSteps } from './sign-out-steps';

declare module 'fastify' {
  interface FastifyInstance {
    readonly accountClosers: AccountClosers;
    /** What signing a member out everywhere also ends (connected apps' tokens): see SignOutSteps. */
    readonly signOutSteps: SignOutSteps;
  }
}

/**
 * Decorates the app with the one list of account-closing steps and the one list of sign-out-everywhere
 * steps, before any module registers its own.
 */
export const accountClosingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountClosers', new AccountClosers());
    app.decorate('signOutSteps', new SignOutSteps());
  },
  { name: 'account-closing' },
);
