import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { workspaceRoot } from './release-servers';

/** What the changed My Page shows: a note on its top page, and a page of its own the site never had. */
export const releaseFixture = {
  note: 'My Page, released alone',
  newPagePath: '/mypage/release-news',
  /** From the release's own catalogue of a namespace the shell has none of (ja; en: 'Release news'). */
  newPageHeading: 'リリースのお知らせ',
  newPageLink: 'Read the release news',
} as const;

/**
 * A copy of apps/mypage two folders below the workspace (so its vite.config.ts, tsconfig.json and
 * build output paths resolve as the original's do) with a team's change made in it: a note on the top
 * page, and one new page declared in its own src/page-routes.ts. The product's code holds nothing for
 * the test (docs/decisions.md). The new page's heading comes from a catalogue namespace the release
 * brings itself (src/locales, exposed as its routes module's `catalogues`); the rest is fixed English.
 */
const copyDir = join(workspaceRoot, 'tmp', 'mypage-release');

const files: Record<string, string> = {
  'src/page-routes.ts': `import { releaseRoutesOf, remoteNamespaces, type RemotePageRoutes } from '@vs/routes';

export const pageRoutes: RemotePageRoutes = {
  routes: [
    ...releaseRoutesOf('mypage'),
    { path: '${releaseFixture.newPagePath}', page: 'release-news', layout: 'account' },
  ],
  namespaces: [...remoteNamespaces.mypage, 'release-news'],
};
`,
  'src/routes.ts': `import type { PageModule, RemoteRoutesModule } from '@vs/mf';

export const pages: RemoteRoutesModule['pages'] = import.meta.glob<PageModule>('./pages/*/index.tsx');
export const catalogues: RemoteRoutesModule['catalogues'] = import.meta.glob('./locales/*/*.json');
`,
  'src/locales/ja/release-news.json': `{ "heading": "リリースのお知らせ" }\n`,
  'src/locales/en/release-news.json': `{ "heading": "Release news" }\n`,
  'src/pages/release-news/index.tsx': `import type { ReleasePageScreenData } from '@vs/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';

export default function ReleaseNewsPage() {
  const data = useLoaderData() as ReleasePageScreenData;
  const { t } = useTranslation('release-news');
  return (
    <section>
      <h1>{t('heading')}</h1>
      <p data-testid="release-news-store">{data.root.storeSettingData.serviceName}</p>
      <p data-testid="release-news-member">{data.accountHeader?.isLoggedIn ? 'member' : 'guest'}</p>
    </section>
  );
}
`,
  'src/pages/top/index.tsx': `import { Link } from 'react-router-dom';
import PreviousTopPage from './previous-top';

export default function ReleasedTopPage() {
  return (
    <>
      <p role="note">${releaseFixture.note}</p>
      <p>
        <Link to="${releaseFixture.newPagePath}">${releaseFixture.newPageLink}</Link>
      </p>
      <PreviousTopPage />
    </>
  );
}
`,
};

function run(command: string, args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolveRun(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * Builds the changed My Page as its team's `nx run mypage:build-release` would (the same Vite
 * configuration, `--mode release`), into dist/release-builds/mypage, where
 * `npm run deploy:remote -- mypage --no-build` publishes it from.
 */
export async function buildChangedMypage(): Promise<void> {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(join(workspaceRoot, 'apps/mypage'), copyDir, {
    recursive: true,
    filter: (source) => !/[\\/](project\.json|node_modules)$/.test(source) && !source.endsWith('.spec.tsx'),
  });
  renameSync(join(copyDir, 'src/pages/top/index.tsx'), join(copyDir, 'src/pages/top/previous-top.tsx'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(copyDir, path)), { recursive: true });
    writeFileSync(join(copyDir, path), content);
  }
  try {
    await run(join(workspaceRoot, 'node_modules/.bin/vite'), ['build', '--mode', 'release'], copyDir);
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}

/** The release build's remote.json, as the deploy tool will read it. */
export const releaseBuildDir = join(workspaceRoot, 'dist/release-builds/mypage');
export function readReleaseDraft(): { shared: Record<string, string> } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(releaseBuildDir, 'remote.json'), 'utf8')) as never;
}
