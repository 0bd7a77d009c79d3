// The Node flags the server build runs with, by the settings it starts with: every launcher of
// dist/apps/server/main.mjs (npm start, the journeys, the benchmarks) puts them before the entry, so
// what is measured is what `npm start` runs.

/**
 * On the embedded database (no `DATABASE_URL`), `--liftoff-only`: V8 keeps PGlite's WebAssembly on
 * its baseline compiler. Without it V8 optimises PostgreSQL's parser within PGlite's own start, with a
 * compiler zone of about 600 MB (a boot peak near 0.9 GB instead of under 400 MB), for about 13 % more
 * embedded-database throughput (docs/performance.md "Memory"). JavaScript and the native argon2 are
 * unaffected, and on PostgreSQL the server runs no WebAssembly, so it gets no flag there.
 * @param {Readonly<Record<string, string | undefined>>} env the server's environment
 * @returns {string[]}
 */
export const serverNodeFlags = (env) => (env['DATABASE_URL'] ? [] : ['--liftoff-only']);
