import type { Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { text, type Lang } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * The plan page's test video (spec 000 §1 "a player shows a test video for viewing confirmation
 * before purchase"; 001 §7 POST /api/streaks/playback/fetch): hls.js loads only when asked, the
 * shipped HLS stream really plays in Chromium, captions follow the page's language.
 */

/** Every script and media file the page fetched, by path. */
function fetchedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The video's playback position once it has played past `seconds` (the stream decoded and ran). */
async function playedPast(page: Page, seconds: number): Promise<void> {
  const video = page.locator('video');
  await expect
    .poll(async () => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      message: 'the test video plays',
      timeout: 15_000,
    })
    .toBeGreaterThan(seconds);
}

// The plan page is a document load of its own (a payment page), then the player and a stream play past
// one second: past 30 s on CI's two cores while the other worker runs.
test.slow();

for (const lang of ['ja', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a guest plays the test video on a plan page; hls.js loads only then`, async ({
    page,
    useLanguage,
  }) => {
    await useLanguage(lang);
    const paths = fetchedPaths(page);
    await page.goto('/plans/monthly');
    await expect(page.getByRole('heading', { level: 2, name: text(lang, 'plans', 'testVideo.heading') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scriptsBefore = new Set(paths.filter((path) => path.endsWith('.js')));
    expect(paths.filter((path) => path.startsWith('/media/') || path.startsWith('/api/'))).toEqual([]);

    await page.getByRole('button', { name: text(lang, 'plans', 'testVideo.play') }).click();
    const video = page.getByLabel(text(lang, 'plans', 'testVideo.videoLabel'));
    await expect(video).toBeVisible();
    await playedPast(page, 1);
    expect(paths).toContain('/api/streaks/playback/fetch');
    expect(paths).toContain('/media/test-video/index.m3u8');
    expect(paths).toContain('/media/test-video/segment-0.m2ts');
    const scriptsAfter = paths.filter((path) => path.endsWith('.js') && !scriptsBefore.has(path));
    expect(scriptsAfter.length, 'the player and hls.js arrive with the click').toBeGreaterThan(0);
    // Captions in the page's language are the shown track.
    const shownTrack = await video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].filter((track) => track.mode === 'showing').map((track) => track.language),
    );
    expect(shownTrack).toEqual([lang]);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await expectAccessibleAtBothWidths(page, `${lang} plan page with the test video`);
  });
}

test('a broken stream says the video cannot be played and offers the button again', async ({ page }) => {
  // The real server and player; only the playlist's answer is broken, as a CDN outage would leave it.
  await page.route('**/media/test-video/index.m3u8', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/plans/monthly');
  await page.getByRole('button', { name: text('ja', 'plans', 'testVideo.play') }).click();
  await expect(page.getByRole('alert')).toHaveText(text('ja', 'plans', 'testVideo.failed'));
  await expect(page.getByRole('button', { name: text('ja', 'plans', 'testVideo.play') })).toBeEnabled();
});
