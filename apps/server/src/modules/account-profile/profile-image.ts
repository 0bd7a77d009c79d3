import { endpoints, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_SIZE, type AccountStepAnswer } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import { route, type EndpointCall } from '../../http/endpoint-route';
import { AppError, notFound } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { recordAccountChange } from '../account/account-changes';
import { requireMember } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { accountProfileMessages } from './account-profile-messages';
import { accountSettingsOf } from '../store/account-settings';
import { parseDataUrl } from './image-data-url';
import { imageSizeOf, sniffImageType, type ProfileImageType } from './image-header';
import { reencodeImage } from './image-reencode';
import { deleteProfileImage, findProfileImage, saveProfileImage } from './profile-images.repository';

/** The JSON body of the largest accepted image: its base64 (4 characters per 3 bytes) plus the envelope. */
export const PROFILE_IMAGE_BODY_LIMIT = Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4 + 1024;

async function requireImagesEnabled(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!(await accountSettingsOf(app.db, requireStore(request).id)).isProfileImageEnabled) throw notFound();
}

export type ImageRefusal = 'imageFormat' | 'imageTooLarge' | 'imageSize';
export type CheckedImage =
  { readonly type: ProfileImageType; readonly bytes: Uint8Array } | { readonly refused: ImageRefusal };

/**
 * The declared type must be accepted and match what the bytes really are; the bytes must fit the
 * limit and the header must say exactly 200×200 (the page crops to that, so anything else was not
 * made by it). Then the image is decoded and encoded anew: only what decodes is stored.
 */
export async function checkImage(dataUrl: string): Promise<CheckedImage> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed?.declaredType) return { refused: 'imageFormat' };
  if (parsed.bytes.length > PROFILE_IMAGE_MAX_BYTES) return { refused: 'imageTooLarge' };
  const type = sniffImageType(parsed.bytes);
  if (type !== parsed.declaredType) return { refused: 'imageFormat' };
  const size = imageSizeOf(type, parsed.bytes);
  if (!size) return { refused: 'imageFormat' };
  if (size.width !== PROFILE_IMAGE_SIZE || size.height !== PROFILE_IMAGE_SIZE) return { refused: 'imageSize' };
  const image = await reencodeImage(type, parsed.bytes);
  if (!image) return { refused: 'imageFormat' };
  if (image.size.width !== PROFILE_IMAGE_SIZE || image.size.height !== PROFILE_IMAGE_SIZE)
    return { refused: 'imageSize' };
  return { type, bytes: image.bytes };
}

/** POST /zapi/account/profile-image: a checked 200×200 data URL replaces the image; null removes it. */
export async function setProfileImage(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.profileImage>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  await requireImagesEnabled(app, request);
  const { profileImage } = await bodyOf();
  const now = app.now();
  if (profileImage === null) {
    if (await deleteProfileImage(app.db, member.id))
      await recordAccountChange(app.db, request, member.id, 'profileImage', now);
    return { redirectTo: href('/mypage') };
  }
  const image = await checkImage(profileImage);
  if ('refused' in image) {
    const text = accountProfileMessages[image.refused][languageOf(request)];
    throw new AppError(400, 'VALIDATION_ERROR', text, { profileImage: text });
  }
  await saveProfileImage(app.db, {
    accountId: member.id,
    contentType: image.type,
    data: Buffer.from(image.bytes).toString('base64'),
    updatedAt: now,
  });
  await recordAccountChange(app.db, request, member.id, 'profileImage', now);
  request.log.info({ authId: member.authId, type: image.type, bytes: image.bytes.length }, 'profile image stored');
  return { redirectTo: href('/mypage') };
}

/** GET /zapi/account/profile-image: the member's own image; a versioned address (`?v=`) may be cached for good. */
export async function sendProfileImage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const member = await requireMember(app, request);
  await requireImagesEnabled(app, request);
  const image = await findProfileImage(app.db, member.id);
  if (!image) throw notFound();
  const versioned = typeof (request.query as { v?: unknown } | undefined)?.v === 'string';
  return reply
    .type(image.contentType)
    .header('cache-control', versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache')
    .send(Buffer.from(image.data, 'base64'));
}

export function registerProfileImage(app: FastifyInstance): void {
  route(app, endpoints.profileImage, async (call) => setProfileImage(app, call), {
    bodyLimit: PROFILE_IMAGE_BODY_LIMIT,
  });
  route(app, endpoints.profileImageFile, async ({ request, reply }) => sendProfileImage(app, request, reply));
}
