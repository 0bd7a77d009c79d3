import type { FastifyInstance } from 'fastify';
import { PgBoss, fromPglite, type Db as JobQueueDb } from 'pg-boss';
import type { Database } from '../../db/client';
import { runBillingOnce } from './billing-run';

/** The queue of billing runs: one job a minute (pg-boss's cron, sent once over all processes), one active at a time. */
export const BILLING_QUEUE = 'billing-run';
const EVERY_MINUTE = '* * * * *';

/** pg-boss on the server's own database: PGlite through its adapter, PostgreSQL through the server's pool. */
function jobQueueDb(native: Database['native']): { db: JobQueueDb; backend?: 'pglite' } {
  if (native.driver === 'pglite') return { db: fromPglite(native.client), backend: 'pglite' };
  const { pool } = native;
  return {
    db: {
      // Without values the simple protocol runs pg-boss's multi-statement migrations as one call.
      executeSql: (text, values) => (values?.length ? pool.query(text, values) : pool.query(text)),
    },
  };
}

/**
 * The renewal job's schedule: pg-boss (its own `pgboss` schema, created at first start) sends one
 * job a minute whatever the number of processes, and the singleton queue runs one at a time; each
 * runs the reconciler and the renewal job once. Correctness does not rest on it: two runs at once
 * still charge each period once (row claims and the ledger's unique index). Answers stop().
 */
export async function startRenewalSchedule(
  app: FastifyInstance,
  native: Database['native'],
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ ...jobQueueDb(native), schema: 'pgboss' });
  boss.on('error', (err) => app.log.warn({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(BILLING_QUEUE, { policy: 'singleton' });
  await boss.schedule(BILLING_QUEUE, EVERY_MINUTE);
  // And one run now: a process that starts (a deploy, a restart) does not wait for the next minute.
  await boss.send(BILLING_QUEUE, {});
  await boss.work(BILLING_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
    const ran = await runBillingOnce(app);
    app.log.info({ billing: ran }, 'billing run');
  });
  return () => boss.stop({ graceful: true, timeout: 10_000 });
}
