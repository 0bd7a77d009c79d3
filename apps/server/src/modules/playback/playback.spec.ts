import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, type ApiErrorBody, type PlaybackAnswer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { csrfContext } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { loadConfig } from '../../config';
import { playbackOf, testVideoFolder } from './playback-source';

async function fetchPlayback(app: FastifyInstance, body: unknown) {
  const { cookie, token } = await csrfContext(app);
  return app.inject({
    method: 'POST',
    url: endpoints.playbackFetch.path,
    headers: { host: 'localhost', cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe('POST /api/streaks/playback/fetch', () => {
  const t = useTestApp();

  it('answers the shipped test video for the test refId, metrics off', async () => {
    const response = await fetchPlayback(t.app, { refId: 'test-video' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PlaybackAnswer>()).toEqual({
      manifestUrl: '/media/test-video/index.m3u8',
      captions: [
        { lang: 'ja', url: '/media/test-video/captions.ja.vtt' },
        { lang: 'en', url: '/media/test-video/captions.en.vtt' },
      ],
      metricsEnabled: false,
    });
  });

  it('answers 404 for another refId and 400 for a malformed one', async () => {
    expect((await fetchPlayback(t.app, { refId: 'film-123' })).json<ApiErrorBody>().code).toBe('NOT_FOUND');
    const malformed = await fetchPlayback(t.app, { refId: '../etc/passwd' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().code).toBe('VALIDATION_ERROR');
  });

  it('is a write like every other: refused without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.playbackFetch.path,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ refId: 'test-video' }),
    });
    expect(response.json<ApiErrorBody>().code).toBe('CSRF_INVALID');
  });

  it('serves the playlist and its segments with HLS media types', async () => {
    const playlist = await t.app.inject({ url: '/media/test-video/index.m3u8', headers: { host: 'localhost' } });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.m2ts'));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const response = await t.app.inject({ url: `/media/test-video/${segment}`, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp2t');
      expect(response.rawPayload.equals(readFileSync(join(testVideoFolder, segment)))).toBe(true);
    }
    const captions = await t.app.inject({ url: '/media/test-video/captions.en.vtt', headers: { host: 'localhost' } });
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT/);
    const missing = await t.app.inject({ url: '/media/test-video/other.m2ts', headers: { host: 'localhost' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the playback source (spec 000 §9)', () => {
  it('plays the staging source in development only', () => {
    const staging = 'https://staging.example/test/index.m3u8';
    const development = loadConfig({ NODE_ENV: 'development', PLAYBACK_STAGING_URL: staging });
    const production = loadConfig({ NODE_ENV: 'test', PLAYBACK_STAGING_URL: staging });
    expect(playbackOf('test-video', development.playbackStagingUrl)).toEqual({
      manifestUrl: staging,
      captions: [],
      metricsEnabled: false,
    });
    expect(playbackOf('test-video', production.playbackStagingUrl)?.manifestUrl).toBe('/media/test-video/index.m3u8');
  });
});
