import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { claimCleanupRun, finishCleanupRun, type CleanupClaim } from './cleanup-claim';

const HOUR_MS = 60 * 60_000;

function claimed(claim: CleanupClaim | null): CleanupClaim {
  if (!claim) throw new Error('expected the run to be claimed');
  return claim;
}

describe('periodic cleanups', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    // The app migrates the database on boot.
    await (await buildTestApp(db.database)).close();
  });
  afterAll(async () => db.close());

  it('gives a run to one claimant at a time, and again only once the interval has passed', async () => {
    const drizzle = db.database.db;
    const first = claimed(await claimCleanupRun(drizzle, 'claims', HOUR_MS));
    expect(await claimCleanupRun(drizzle, 'claims', 0)).toBeNull(); // still running
    expect(await finishCleanupRun(drizzle, 'claims', first)).toBeInstanceOf(Date);
    expect(await claimCleanupRun(drizzle, 'claims', HOUR_MS)).toBeNull(); // finished, but not due
    expect(await claimCleanupRun(drizzle, 'claims', 0)).not.toBeNull(); // due
  });

  it('lets another process take over a run that outlived its lease; the late one cannot finish it', async () => {
    const drizzle = db.database.db;
    const stuck = claimed(await claimCleanupRun(drizzle, 'lease', HOUR_MS));
    expect(await claimCleanupRun(drizzle, 'lease', HOUR_MS, HOUR_MS)).toBeNull();
    const takeover = claimed(await claimCleanupRun(drizzle, 'lease', HOUR_MS, 0));
    expect(await finishCleanupRun(drizzle, 'lease', stuck)).toBeNull();
    expect(await finishCleanupRun(drizzle, 'lease', takeover)).toBeInstanceOf(Date);
  });

  it('runs a cleanup of two servers on one database on one of them at a time', async () => {
    const runs: { server: number; start: number; end: number }[] = [];
    const servers = await Promise.all(
      [1, 2].map((server) =>
        buildTestApp(db.database, { CLEANUP_INTERVAL_SECONDS: '0.05' }, (app) =>
          app.cleanups.add('probe', async () => {
            const start = performance.now();
            await sleep(30);
            runs.push({ server, start, end: performance.now() });
          }),
        ),
      ),
    );
    try {
      for (let waited = 0; runs.length < 4 && waited < 10_000; waited += 50) await sleep(50);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(runs.length).toBeGreaterThanOrEqual(4);
    const sorted = runs.toSorted((a, b) => a.start - b.start);
    sorted.reduce((previous, run) => {
      expect(run.start).toBeGreaterThanOrEqual(previous.end);
      return run;
    });
  });
});
