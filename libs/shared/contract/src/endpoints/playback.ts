/** The test-video player's call (spec 001 §7 "Other"). */
import { object, string } from 'yup';
import { endpoint } from '../endpoint';
import type { PlaybackAnswer } from '../playback';

/** POST /api/streaks/playback/fetch with refId: where the test video's playlist is. */
export const playbackFetch = /* @__PURE__ */ endpoint<PlaybackAnswer>()({
  method: 'POST',
  path: '/api/streaks/playback/fetch',
  body: () =>
    object({
      refId: string()
        .required()
        .max(64)
        .matches(/^[A-Za-z0-9_-]+$/),
    }),
  errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
});
