import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE_NAME } from './data-folder-lock';

/** A pid that was running a moment ago and is not any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

describe('one server process per embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-lock-'));
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  const open = () => openDatabase({ databaseUrl: null, dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Creating the folder's database (initdb) takes seconds, and far more on a busy machine.
  it('refuses a second open naming the folder and the holding pid, and opens again once the first closes', async () => {
    const first = await open();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await expect(open()).rejects.toThrow(
      `The data folder ${dataDir} is in use by another server process (pid ${process.pid}).`,
    );
    // The refused open left the holder's lock alone.
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await open();
    await again.close();
  }, 120_000);

  it('refuses while another live process holds the folder', async () => {
    // The parent of this test process is alive and is not this process: it stands in for another server.
    writeFileSync(lockFile, `${process.ppid}\n`);
    await expect(open()).rejects.toThrow(`(pid ${process.ppid})`);
    rmSync(lockFile);
  });

  it('takes over a lock left by a process that is no longer running', async () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const database = await open();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);
});
