import fastifyStatic from '@fastify/static';
import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { pathnameOf } from '../../http/paths';
import { clientAddressKey } from '../rate-limit/client-address';
import { enforce, type RateLimitRule } from '../rate-limit/rate-limit';
import { requireStore } from '../store/store.plugin';
import { playbackOf, TEST_VIDEO_PREFIX, testVideoFolder } from './playback-source';

export interface PlaybackPluginOptions {
  /** Development's staging source (config PLAYBACK_STAGING_URL); null → the shipped test video. */
  readonly stagingUrl: string | null;
}

/** A viewer presses play a few times at most; this only stops scripted loops. */
export const PLAYBACK_FETCH_LIMIT: RateLimitRule = { name: 'playback:ip', max: 60, windowMs: 10 * 60 * 1000 };

/**
 * The test-video player (spec 001 §7 "Other"): POST /api/streaks/playback/fetch answers the
 * playlist of a refId, and the shipped test video's files are served under /media/test-video/.
 */
export const playbackPlugin = fp(
  async (app: FastifyInstance, { stagingUrl }: PlaybackPluginOptions) => {
    route(app, endpoints.playbackFetch, async ({ request, body }) => {
      const { refId } = await body();
      await enforce(
        app.db,
        PLAYBACK_FETCH_LIMIT,
        `${requireStore(request).id}:${clientAddressKey(request.ip)}`,
        app.now(),
      );
      const playback = playbackOf(refId, stagingUrl);
      if (playback === null) throw notFound();
      return playback;
    });
    // Its own context, so the media-type hook sees the test video's files only.
    await app.register(async (media) => {
      // The segments are .m2ts (a .ts file is TypeScript to the tools), a name the mime table lacks.
      media.addHook('onSend', async (request, reply) => {
        if (pathnameOf(request.url).endsWith('.m2ts')) void reply.header('content-type', 'video/mp2t');
      });
      await media.register(fastifyStatic, {
        root: testVideoFolder,
        prefix: TEST_VIDEO_PREFIX,
        wildcard: false,
        index: false,
        decorateReply: false,
        cacheControl: false,
        // Not content-hashed names: a day in caches, revalidated after.
        setHeaders: (res) => {
          res.setHeader('cache-control', 'public, max-age=86400');
        },
      });
    });
  },
  { name: 'playback', dependencies: ['database', 'store', 'clock'] },
);
