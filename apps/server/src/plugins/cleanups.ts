import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimCleanupRun, finishCleanupRun } from './cleanup-claim';

export interface Cleanups {
  /** Registers a cleanup (e.g. deleting expired rows) to run every interval on one process at a time. */
  add(name: string, work: () => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly cleanups: Cleanups;
  }
}

export interface CleanupsOptions {
  /** How often each cleanup runs, over all processes together (CLEANUP_INTERVAL_SECONDS). */
  readonly intervalMs: number;
}

/**
 * The periodic cleanups modules register. Every process ticks four times per interval and runs a
 * cleanup only when it claims the run in the database (cleanup-claim.ts), so with any number of
 * processes each cleanup runs once per interval and never on two at once. Each run is logged
 * ('cleanup ran', with the database's start and finish times); tools/scale checks them.
 */
export const cleanupsPlugin = fp<CleanupsOptions>(
  async (app: FastifyInstance, { intervalMs }) => {
    const registered = new Map<string, () => Promise<unknown>>();
    app.decorate('cleanups', { add: (name, work) => void registered.set(name, work) });

    const runDue = async () => {
      for (const [name, work] of registered) {
        const claim = await claimCleanupRun(app.db, name, intervalMs);
        if (!claim) continue;
        // A failed cleanup still ends its run: the next interval tries again.
        await work().catch((err: unknown) => app.log.warn({ err, cleanup: name }, 'cleanup failed'));
        const finishedAt = await finishCleanupRun(app.db, name, claim);
        app.log.info({ cleanup: name, startedAt: claim.startedAt, finishedAt }, 'cleanup ran');
      }
    };
    // One tick at a time per process (a slow one makes the next skip); closing waits for it.
    let running: Promise<void> | null = null;
    const tick = () => {
      running ??= runDue()
        .catch((err: unknown) => app.log.warn({ err }, 'cleanup tick failed'))
        .finally(() => (running = null));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, Math.max(intervalMs / 4, 50));
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'cleanups', dependencies: ['database'] },
);
