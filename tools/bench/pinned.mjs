// Child processes pinned to one CPU with taskset, answering the one JSON line they print last.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** The project's Node 24 (a devDependency), whatever node started the benchmark. */
export const nodeBin = existsSync(join(root, 'node_modules/.bin/node'))
  ? join(root, 'node_modules/.bin/node')
  : process.execPath;

/** Starts `node …args` on `cpu`; the caller waits for it or stops it. */
export function spawnPinned(cpu, args, options = {}) {
  return spawn('taskset', ['-c', String(cpu), nodeBin, ...args], { cwd: root, ...options });
}

/**
 * Runs a worker script on `cpu` with `input` as its one argument (JSON) and answers its JSON result;
 * a failed worker rejects with what it printed on stderr.
 */
export function runPinned(cpu, script, input) {
  return new Promise((resolveRun, reject) => {
    const child = spawnPinned(cpu, [join(import.meta.dirname, script), JSON.stringify(input)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${script} exited with ${code}: ${err.trim()}`));
      else resolveRun(JSON.parse(last));
    });
  });
}

/**
 * Starts a baseline server script of this folder (`script`, with `arg` as its one argument) on `cpu`
 * and answers once it prints "listening": its pid and stop(). `name` words it in an error; `nodeFlags`
 * go to node before the script.
 */
export async function startPinnedListener(cpu, script, arg, name, nodeFlags = []) {
  const child = spawnPinned(cpu, [...nodeFlags, join(import.meta.dirname, script), arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolveStart, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolveStart(undefined));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return { pid: child.pid, stop: () => child.kill('SIGTERM') };
}
