/**
 * Whether a remote's build runs against the shell's shared singletons. The shell provides them
 * (`loaded-first`), so a remote runs on the shell's copy: it must be the same major (the same minor
 * below 1.0), and not older than the one the remote was built against (which may use newer API).
 */

/**
 * `19.3.1` → [19, 3, 1]; a range's leading `^`/`~`/`=` and a pre-release tail are ignored.
 * @returns {[number, number, number]}
 */
export function parseVersion(text) {
  const match = /^[\^~=v]*(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * One sentence per singleton that would not run, naming both versions; empty when all fit.
 * @param {Readonly<Record<string, string>>} remote the versions the remote was built against
 * @param {Readonly<Record<string, string>>} shell the versions the deployed shell provides
 * @returns {string[]}
 */
export function sharedProblems(remote, shell) {
  const problems = [];
  for (const [name, built] of Object.entries(remote)) {
    const provided = shell[name];
    if (!provided) {
      problems.push(`${name}: built against ${built}, but the shell provides no ${name}`);
      continue;
    }
    const b = parseVersion(built);
    const p = parseVersion(provided);
    const sameLine = b[0] === p[0] && (b[0] > 0 || b[1] === p[1]);
    if (!sameLine) problems.push(`${name}: built against ${built}, but the shell provides ${provided} (another major)`);
    else if (compare(p, b) < 0) problems.push(`${name}: built against ${built}, newer than the shell's ${provided}`);
  }
  return problems;
}
