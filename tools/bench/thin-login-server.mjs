// The login benchmark's floor: a thin route that only looks the user up, verifies the password and
// sets a session cookie (Fastify without plugins or logger, one SELECT, the server's own hashing and
// gated argon2id verify: password-hasher.ts), on the database the run measures: PostgreSQL (a table
// in the run's database, in its own processes) or an in-memory PGlite inside this process. What the
// real login costs beyond it is the login's own work (validation, guessing limits, session rotation, history, CSRF,
// the request log). Started pinned to the server's CPU by login-throughput.mjs; its input is one JSON
// argument { port, databaseUrl?, email, password }; prints "listening" when it answers.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { workerInput } from './closed-loop.mjs';
import { importTypeScript } from './ts-import.mjs';

const { port, databaseUrl, email: account, password } = workerInput();
const { hashPassword, verifyPassword } = await importTypeScript(
  new URL('../../apps/server/src/modules/password/password-hasher.ts', import.meta.url).href,
);

/** `query(text, params)` answering rows, on PostgreSQL or an in-memory PGlite. */
async function openDatabase() {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return async (text, params) => (await pool.query(text, params)).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  return async (text, params) => (await db.query(text, params)).rows;
}

const query = await openDatabase();
await query('create table if not exists bench_thin_login (email text primary key, password_hash text not null)');
await query('insert into bench_thin_login values ($1, $2) on conflict (email) do update set password_hash = $2', [
  account.toLowerCase(),
  await hashPassword(password),
]);

const app = Fastify({ logger: false });
app.post('/login', async (request, reply) => {
  const { email, password: typed } = /** @type {{ email?: unknown, password?: unknown }} */ (request.body ?? {});
  if (typeof email !== 'string' || typeof typed !== 'string') return reply.code(400).send({ ok: false });
  const [row] = await query('select password_hash from bench_thin_login where email = lower($1)', [email]);
  if (!row || !(await verifyPassword(row.password_hash, typed))) return reply.code(401).send({ ok: false });
  reply.header('set-cookie', `thin-session=${randomBytes(16).toString('base64url')}; Path=/; HttpOnly; SameSite=Lax`);
  return { ok: true };
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
