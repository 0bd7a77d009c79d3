import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** POST /dev/fixtures/member (config.devFixtures only): members in states no page can make yet. */
export const devFixturesPlugin = fp(
  async (app: FastifyInstance) => {
    void app;
  },
  { name: 'dev-fixtures', dependencies: ['database', 'store', 'session', 'clock'] },
);
