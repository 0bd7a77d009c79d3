import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseReady } from '../db/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown has begun: /readyz answers 503 so the load balancer sends no new requests here. */
    notReady(): void;
  }
}

/**
 * GET /healthz: the process is alive (no database call, so a slow database does not get it restarted).
 * GET /readyz: it can serve: the database answers with every migration applied, and it is not shutting down.
 * Both answer on any Host (store resolution skips them) and are never cached.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    app.decorate('notReady', () => {
      shuttingDown = true;
    });
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
      if (!(await databaseReady(app.db))) return reply.code(503).send({ status: 'database not ready' });
      return { status: 'ready' };
    });
  },
  { name: 'health', dependencies: ['database'] },
);

/**
 * Stops taking requests and lets the ones in flight finish, for at most `boundMs`: a request that
 * hangs must not keep a deploy waiting. 'timed out' tells the caller to exit anyway.
 */
export async function closeWithin(app: FastifyInstance, boundMs: number): Promise<'drained' | 'timed out'> {
  app.notReady();
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), boundMs);
  });
  try {
    return await Promise.race([app.close().then(() => 'drained' as const), bound]);
  } finally {
    clearTimeout(timer);
  }
}
