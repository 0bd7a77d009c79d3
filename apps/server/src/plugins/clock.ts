import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time flows run on (PIN expiry, cool-downs, rate windows); tests inject their own. */
    readonly now: () => Date;
  }
}

export const clockPlugin = fp<{ readonly now?: () => Date }>(
  async (app: FastifyInstance, { now }) => {
    app.decorate('now', now ?? (() => new Date()));
  },
  { name: 'clock' },
);
