import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf } from '@vs/api-client';

/**
 * The profile calls of My Page (spec 001 §7). Failures are ApiErrors; each answers where to go next
 * (the completion page, or My Page for the image), or null when it says nothing.
 */

/** The profile form: its fields depend on the store, so its body is the written ProfileEditRequest. */
export async function editProfile(
  body: BodyOf<typeof endpoints.accountEdit>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.accountEdit, body, { signal }));
}

/** A data URL of the cropped 200×200 image, or null to remove it. */
export async function setProfileImage(
  body: BodyOf<typeof endpoints.profileImage>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.profileImage, body, { signal }));
}
