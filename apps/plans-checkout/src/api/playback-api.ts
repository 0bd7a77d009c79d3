import { call } from '@vs/api-client';
import { endpoints, TEST_VIDEO_REF_ID, type PlaybackAnswer } from '@vs/contract';

/** Spec 001 §7 "Other": the test video's playlist; anything but an answer is a failure to show. */
export async function fetchTestVideo(): Promise<PlaybackAnswer> {
  const result = await call(endpoints.playbackFetch, { refId: TEST_VIDEO_REF_ID });
  if (result.kind !== 'ok') throw new Error(`the playback call answered ${result.kind}`);
  return result.data;
}
