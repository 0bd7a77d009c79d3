/**
 * The test-video player's source (spec 000 §1 "a player shows a test video for viewing confirmation
 * before purchase"; 001 §7 "POST /api/streaks/playback/fetch"). The spec does not show the answer's
 * shape: this is ours (docs/decisions.md).
 */

/** The one video a store offers for checking that playback works on this device. */
export const TEST_VIDEO_REF_ID = 'test-video';

export interface PlaybackAnswer {
  /** An HLS playlist (application/vnd.apple.mpegurl). */
  readonly manifestUrl: string;
  /** WebVTT captions per language (the test video's tone described); none for a staging source. */
  readonly captions: readonly PlaybackCaptions[];
  /** Spec 000 §9: playback metrics are disabled; the player sends none. */
  readonly metricsEnabled: false;
}

export interface PlaybackCaptions {
  readonly lang: 'ja' | 'en';
  readonly url: string;
}
