import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it, vi } from 'vitest';
import { aPlanDetail } from '../../testing/plan-fixtures';
import PlanDetailPage from '../../pages/plan-detail/index';

// jsdom has no Media Source Extensions: the player's effect is what the journey proves in Chromium.
vi.mock('./test-video-player', () => ({
  default: ({ playback }: { playback: { manifestUrl: string } }) => <p>player of {playback.manifestUrl}</p>,
}));

const fetchPath = 'POST /api/streaks/playback/fetch';

const renderPlan = (language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'plans-checkout',
    path: '/plans/:planId',
    url: '/plans/basic',
    page: PlanDetailPage,
    data: aPlanDetail(),
    language,
  });

describe('the plan page’s test video (spec 000 §1)', () => {
  it('fetches the test video only when asked, then shows the player', async () => {
    const { calls } = mockFetch({
      [fetchPath]: { body: { manifestUrl: '/media/test-video/index.m3u8', captions: [], metricsEnabled: false } },
    });
    await renderPlan();
    expect(screen.getByRole('heading', { level: 2, name: '再生確認' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'テスト動画を再生' }));
    expect(await screen.findByText('player of /media/test-video/index.m3u8')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([fetchPath]);
    expect(calls[0]?.body).toEqual({ refId: 'test-video' });
  });

  it('says so when the video cannot be fetched, and offers the button again (en)', async () => {
    mockFetch({ [fetchPath]: apiError(502, 'INTERNAL_ERROR') });
    await renderPlan('en');
    await userEvent.click(screen.getByRole('button', { name: 'Play the test video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The test video could not be played. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Play the test video' })).toBeEnabled();
  });

  it('asks to try later when the fetches are rate-limited (en)', async () => {
    mockFetch({ [fetchPath]: apiError(429, 'TOO_MANY_REQUESTS') });
    await renderPlan('en');
    await userEvent.click(screen.getByRole('button', { name: 'Play the test video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});
