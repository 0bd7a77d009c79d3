import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RemotesManifest } from '@vs/contract';
import { LoginScreen } from '../screens/login-screens';
import { SessionsScreen } from '../screens/mypage-screens';
import { t } from '../screens/mypage-text';
import { demoMember } from '../support/demo-server';
import {
  buildChangedMypage,
  readReleaseDraft,
  releaseBuildDir,
  releaseFixture,
} from '../support/mypage-release-fixture';
import {
  nodeBin,
  startReleaseSite,
  testReleaseKeys,
  webDist,
  workspaceRoot,
  type ReleaseSite,
} from '../support/release-servers';

/**
 * Shipping one remote alone, the whole story on the production build: the site deployed (dist/apps)
 * and served by two processes on one database and one releases folder; the My Page team builds a
 * changed My Page alone (a note on its top page, one new page declared in its own page-routes.ts,
 * with a catalogue namespace of its own) and publishes it with
 * `npm run deploy:remote`; without a restart or a shell build, a new browser gets the change and the
 * new page (its screen data, its preloads), the tab opened before keeps working and gets it on reload,
 * the second process serves it too; a rollback takes it away; a build against another React is refused.
 * The release is signed with the team's key (a pair made for this run), the servers hold its public key,
 * and the pages load the release's files with their signed integrity values; a release signed with
 * another key is refused by the servers, which keep serving the one before.
 */

/** My Page's team's key pair for this run only. */
const teamKeys = testReleaseKeys();

interface Deploy {
  readonly code: number;
  readonly output: string;
}

function deploy(site: ReleaseSite, args: readonly string[], signingKey = teamKeys.privateKeyPem): Promise<Deploy> {
  return new Promise((resolveDeploy) => {
    const child = spawn(nodeBin, ['tools/deploy/deploy-remote.mjs', 'mypage', ...args], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WEB_DIST: webDist, REMOTE_RELEASES: site.releasesDir, RELEASE_SIGNING_KEY: signingKey },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolveDeploy({ code: code ?? 1, output }));
  });
}

/** A browser of its own (its own cookies and cache) with the demo member logged in on `origin`. */
async function memberBrowser(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: 'ja-JP' });
  const page = await context.newPage();
  const login = new LoginScreen(page, 'ja');
  await login.goto();
  await login.logIn(demoMember.email, demoMember.password);
  await expect(page).toHaveURL(/\/mypage$/);
  return page;
}

const topHeading = (page: Page) => page.getByRole('heading', { level: 1, name: t('ja', 'account:top.title') });
const note = (page: Page) => page.getByRole('note').filter({ hasText: releaseFixture.note });
const newPageHeading = (page: Page) => page.getByRole('heading', { level: 1, name: releaseFixture.newPageHeading });

async function status(url: string): Promise<number> {
  return (await fetch(url)).status;
}

test('a team ships a changed My Page alone, every process serves it at once, and a rollback takes it back', async ({
  browser,
}) => {
  test.setTimeout(300_000); // two servers, one remote build and three browsers on a busy machine
  const site = await startReleaseSite({ mypage: teamKeys.publicKey });
  try {
    const [origin, otherOrigin] = site.origins as [string, string];

    const openTab = await memberBrowser(browser, origin);
    await expect(openTab.getByRole('link', { name: t('ja', 'account:top.security.sessionsLink') })).toBeVisible();
    await expect(note(openTab)).toHaveCount(0);
    expect(await status(`${otherOrigin}${releaseFixture.newPagePath}`)).toBe(404);

    await buildChangedMypage();
    const published = await deploy(site, ['--no-build']);
    expect(published.code, published.output).toBe(0);
    expect(published.output).toContain(`Signed with the key ${teamKeys.publicKey}`);
    const publishedAt = Date.now();
    const version = /mypage ([0-9a-f]{16}) published from \/releases\/mypage\/\1\//.exec(published.output)?.[1];
    expect(version, published.output).toBeDefined();
    const base = `/releases/mypage/${version}/`;

    // A new browser gets the new version: the note on the top page, then the new page by a link.
    const newTab = await memberBrowser(browser, origin);
    await expect(async () => {
      await newTab.goto('/mypage');
      await expect(topHeading(newTab)).toBeVisible();
      await expect(note(newTab)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    const seenAfter = `${Date.now() - publishedAt} ms (login included)`;
    test.info().annotations.push({ type: 'publish to a new browser', description: seenAfter });
    console.log(`publish to a new browser seeing the change: ${seenAfter}`);
    await newTab.getByRole('link', { name: releaseFixture.newPageLink }).click();
    await expect(newPageHeading(newTab)).toBeVisible();
    await expect(newTab.getByTestId('release-news-member')).toHaveText('member');
    // Loaded as a document: the page's chunk from the release is preloaded, its screen data answered.
    await newTab.goto(releaseFixture.newPagePath);
    await expect(newPageHeading(newTab)).toBeVisible();
    const storeName = (await newTab.request.get('/zapi/internal/root/screen-data').then((r) => r.json())) as {
      storeSettingData: { serviceName: string };
    };
    await expect(newTab.getByTestId('release-news-store')).toHaveText(storeName.storeSettingData.serviceName);
    const manifest = JSON.parse(
      readFileSync(join(site.releasesDir, 'mypage', version as string, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const document = await (await newTab.request.get(releaseFixture.newPagePath)).text();
    // The page's chunk and its own catalogue (ja) come from the release, preloaded with the document, each
    // with the integrity value of the bytes the team signed.
    const releaseDir = join(site.releasesDir, 'mypage', version as string);
    const preloadOf = (file: string) =>
      `<link rel="modulepreload" crossorigin href="${base}${file}" integrity="sha384-` +
      `${createHash('sha384')
        .update(readFileSync(join(releaseDir, file)))
        .digest('base64')}">`;
    for (const key of ['src/pages/release-news/index.tsx', 'src/locales/ja/release-news.json'])
      expect(document).toContain(preloadOf(manifest[key]?.file as string));
    expect(document).toContain(preloadOf('remoteEntry.js'));

    // The tab opened before the publish keeps working on the version it holds, and gets the new one on reload.
    await openTab.getByRole('link', { name: t('ja', 'account:top.security.sessionsLink') }).click();
    await new SessionsScreen(openTab).expectLoaded();
    await openTab.goto('/mypage');
    await expect(note(openTab)).toBeVisible();

    // The second process read the same registry: same version, the new page, no restart.
    await expect(async () => expect(await status(`${otherOrigin}${releaseFixture.newPagePath}`)).toBe(200)).toPass({
      timeout: 10_000,
    });
    const remotes = (await (await fetch(`${otherOrigin}/zapi/internal/remotes`)).json()) as RemotesManifest;
    expect(remotes.remotes.find((remote) => remote.name === 'mypage')?.entry).toBe(`${base}remoteEntry.js`);

    // A file changed after the servers checked the release (as a CDN's copy could be) does not run: the page
    // asks for the entry with its signed integrity, and the browser refuses the changed bytes.
    const entryFile = join(releaseDir, 'remoteEntry.js');
    const signedEntry = readFileSync(entryFile);
    for (const copy of ['.br', '.gz']) renameSync(`${entryFile}${copy}`, `${entryFile}${copy}.aside`);
    writeFileSync(entryFile, Buffer.concat([signedEntry, Buffer.from('\nconsole.log("changed entry ran");\n')]));
    const guest = await browser.newContext({ baseURL: origin });
    const guestPage = await guest.newPage();
    const messages: string[] = [];
    guestPage.on('console', (message) => messages.push(message.text()));
    await guestPage.goto('/mypage');
    await expect.poll(() => messages.join('\n')).toMatch(/integrity.*remoteEntry\.js|remoteEntry\.js.*integrity/);
    expect(messages.join('\n')).not.toContain('changed entry ran');
    await guest.close();
    writeFileSync(entryFile, signedEntry);
    for (const copy of ['.br', '.gz']) renameSync(`${entryFile}${copy}.aside`, `${entryFile}${copy}`);

    // A release signed with a key the servers do not hold for My Page is refused: they keep this one.
    const stranger = await deploy(
      site,
      ['--no-build', '--origin', 'http://127.0.0.1:9'],
      testReleaseKeys().privateKeyPem,
    );
    expect(stranger.code, stranger.output).toBe(0);
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000)); // four registry polls
    for (const server of site.origins) {
      const served = (await (await fetch(`${server}/zapi/internal/remotes`)).json()) as RemotesManifest;
      expect(served.remotes.find((remote) => remote.name === 'mypage')?.entry).toBe(`${base}remoteEntry.js`);
    }
    const droppedStranger = await deploy(site, ['--rollback']);
    expect(droppedStranger.code, droppedStranger.output).toBe(0);

    const rolledBack = await deploy(site, ['--rollback']);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    await expect(async () => {
      await newTab.goto('/mypage');
      await expect(topHeading(newTab)).toBeVisible();
      await expect(note(newTab)).toHaveCount(0);
    }).toPass({ timeout: 60_000 });
    for (const server of site.origins)
      await expect(async () => expect(await status(`${server}${releaseFixture.newPagePath}`)).toBe(404)).toPass({
        timeout: 10_000,
      });

    // A build against another React is refused at publish, with a clear message; nothing changes.
    const registry = readFileSync(join(site.releasesDir, 'registry.json'), 'utf8');
    const draft = readReleaseDraft();
    writeFileSync(
      join(releaseBuildDir, 'remote.json'),
      JSON.stringify({ ...draft, shared: { ...draft.shared, react: '18.3.1' } }),
    );
    const refused = await deploy(site, ['--no-build']);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /react: built against 18\.3\.1, but the shell provides 19\.\d+\.\d+ \(another major\)/,
    );
    expect(readFileSync(join(site.releasesDir, 'registry.json'), 'utf8')).toBe(registry);
  } finally {
    await site.stop();
    // The fixture's build (its remote.json now naming React 18) must not be published by anyone later.
    rmSync(releaseBuildDir, { recursive: true, force: true });
  }
});
