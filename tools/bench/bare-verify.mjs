// Worker: the bare rate, `verify(hash, password)` of @node-rs/argon2 back to back, with a hash made
// with the server's own parameters (argon2id, m = 19456 KiB, t = 2, p = 1): what logins would reach
// if everything but the password check cost nothing.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { closedLoop, report, workerInput } from './closed-loop.mjs';

const { argon2Options, concurrency, warmupMs, measureMs } = workerInput();
const password = `Bench-${randomBytes(9).toString('base64url')}`;
const passwordHash = await hash(password, argon2Options);

report(
  closedLoop({
    concurrency,
    warmupMs,
    measureMs,
    setup: async () => null,
    cpuSeconds: () => {
      const { user, system } = process.cpuUsage(); // every thread of this process, argon2's pool included
      return (user + system) / 1e6;
    },
    step: async () => {
      if (!(await verify(passwordHash, password))) throw new Error('verify answered false for the right password');
    },
  }),
);
