// The login benchmark's database: by default a fresh PostgreSQL database, the production shape (the
// database runs in processes of its own, not pinned); or the server's embedded PGlite, which runs
// inside the server process and so on the server's core.
import pg from 'pg';

const host = '127.0.0.1:5432';
const adminUrl = `postgres://postgres@${host}/postgres`; // trust auth, as on this machine and in CI (.ci/run)

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's version at 127.0.0.1:5432, or null when nothing answers there. */
async function postgresVersion() {
  try {
    return await withAdmin(
      async (client) => (await client.query('show server_version')).rows[0].server_version.split(' ')[0],
    );
  } catch {
    return null;
  }
}

/**
 * `--database=postgres|pglite` from `argv`; without it PostgreSQL when it answers at 127.0.0.1:5432,
 * else PGlite. Answers { kind, label, version?, why }.
 */
export async function chooseDatabase(argv) {
  const option = argv.find((arg) => arg.startsWith('--database='))?.slice('--database='.length);
  if (option !== undefined && option !== 'postgres' && option !== 'pglite')
    throw new Error(`--database must be postgres or pglite, got "${option}"`);
  if (option === 'pglite') return { kind: 'pglite', label: 'PGlite', why: '--database=pglite' };
  const version = await postgresVersion();
  if (version)
    return {
      kind: 'postgres',
      label: 'PostgreSQL',
      version,
      why: option ? '--database=postgres' : `the default: PostgreSQL answers at ${host}`,
    };
  if (option) throw new Error(`--database=postgres, but no PostgreSQL answers at ${host}`);
  return { kind: 'pglite', label: 'PGlite', why: `the default when no PostgreSQL answers at ${host}` };
}

/** Creates the database `<prefix>_<pid>`; answers its name, its URL and drop(). */
export async function createPostgresDatabase(prefix = 'vs_bench') {
  const name = `${prefix}_${process.pid}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  return {
    name,
    url: `postgres://postgres@${host}/${name}`,
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
