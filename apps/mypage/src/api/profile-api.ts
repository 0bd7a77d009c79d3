import { apiPaths, type ProfileEditRequest, type ProfileImageRequest } from '@vs/contract';
import { nextStepOf, request } from '@vs/api-client';

/**
 * The profile calls of My Page (spec 001 §7). Failures are ApiErrors; each answers where to go next
 * (the completion page, or My Page for the image), or null when it says nothing.
 */

export async function editProfile(body: ProfileEditRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.accountEdit, { body, signal }));
}

/** A data URL of the cropped 200×200 image, or null to remove it. */
export async function setProfileImage(body: ProfileImageRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.profileImage, { body, signal }));
}
