import { TEST_VIDEO_REF_ID, type PlaybackAnswer } from '@vs/contract';
import { fileURLToPath } from 'node:url';

/**
 * The test video's files: beside this file in the sources, beside main.mjs in the bundle (the
 * server build copies them, as it does the migrations).
 */
export const testVideoFolder = fileURLToPath(new URL('./test-video', import.meta.url));

/** Where the shipped test video is served. */
export const TEST_VIDEO_PREFIX = '/media/test-video/';

/**
 * What a refId plays, or null for an unknown one. Spec 000 §9: the test video outside development;
 * development plays its staging source when one is set (its captions are not ours to describe).
 */
export function playbackOf(refId: string, stagingUrl: string | null): PlaybackAnswer | null {
  if (refId !== TEST_VIDEO_REF_ID) return null;
  if (stagingUrl !== null) return { manifestUrl: stagingUrl, captions: [], metricsEnabled: false };
  return {
    manifestUrl: `${TEST_VIDEO_PREFIX}index.m3u8`,
    captions: (['ja', 'en'] as const).map((lang) => ({ lang, url: `${TEST_VIDEO_PREFIX}captions.${lang}.vtt` })),
    metricsEnabled: false,
  };
}
