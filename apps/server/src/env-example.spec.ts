import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { botCheckKeys, loadConfig, remoteReleaseKeySettings } from './config';

const root = new URL('../../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');

/** `KEY=value` lines, and `# KEY=value` ones (settings shown but left unset). */
const exampleKeys = (text: string): string[] =>
  [...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);

describe('.env.example', () => {
  it('lists every setting config.ts reads', () => {
    const readByConfig = [...read('apps/server/src/config.ts').matchAll(/optional\(env, '([A-Z0-9_]+)'\)/g)].map(
      (match) => match[1] as string,
    );
    const wanted = new Set([...readByConfig, ...botCheckKeys, ...Object.values(remoteReleaseKeySettings)]);
    expect(new Set(exampleKeys(read('.env.example')))).toEqual(wanted);
  });

  it('loads as it is (an empty value reads as unset)', () => {
    const values = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(() => loadConfig(values)).not.toThrow();
  });
});
