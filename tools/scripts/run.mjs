// Small process helpers for the npm scripts: run a command with inherited output, and stop
// everything started here when the parent is interrupted.
import { spawn } from 'node:child_process';

const children = new Set();

/** @returns {Promise<void>} */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
    child.on('error', reject);
  });
}

export function startLongRunning(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

/** Nx with the workspace's own binaries first on PATH, so tasks run on the project's Node 24. */
export const nx = (args, options = {}) =>
  run('nx', args, { ...options, env: { NX_DAEMON: 'false', ...process.env, ...options.env } });
