// Worker: the bare rate, `verifySync(hash, password)` of @node-rs/argon2 back to back in one thread
// (a synchronous loop: no event loop, no thread pool, no HTTP), with a hash made with the server's own
// parameters (argon2id, m = 19456 KiB, t = 2, p = 1): what logins on this core would reach if
// everything but the password check cost nothing. The login benchmark's denominator.
import { randomBytes } from 'node:crypto';
import { hash, verifySync } from '@node-rs/argon2';
import { report, syncLoop, workerInput } from './closed-loop.mjs';

const { argon2Options, warmupMs, measureMs } = workerInput();
const password = `Bench-${randomBytes(9).toString('base64url')}`;
const passwordHash = await hash(password, argon2Options);

report(
  Promise.resolve().then(() =>
    syncLoop({
      warmupMs,
      measureMs,
      cpuSeconds: () => {
        const { user, system } = process.cpuUsage(); // every thread of this process
        return (user + system) / 1e6;
      },
      step: () => {
        if (!verifySync(passwordHash, password)) throw new Error('verifySync answered false for the right password');
      },
    }),
  ),
);
