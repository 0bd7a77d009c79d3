import { endpoints } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileImages } from '../../db/schema';

export type ProfileImageRow = typeof profileImages.$inferSelect;

/** The image's address changes with every upload, so browsers may keep each version for good. */
export function profileImageUrlOf(updatedAt: Date | null): string | null {
  return updatedAt ? `${endpoints.profileImageFile.path}?v=${updatedAt.getTime()}` : null;
}

export async function findProfileImage(db: Db, accountId: string): Promise<ProfileImageRow | null> {
  const [row] = await db.select().from(profileImages).where(eq(profileImages.accountId, accountId)).limit(1);
  return row ?? null;
}

/** When the member's image was stored, without reading its bytes (null when there is none). */
export async function profileImageUpdatedAt(db: Db, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: profileImages.updatedAt })
    .from(profileImages)
    .where(eq(profileImages.accountId, accountId))
    .limit(1);
  return row?.updatedAt ?? null;
}

/** `data` is the image's bytes in base64; `contentType` the type its bytes were found to be. */
export async function saveProfileImage(db: Db, row: ProfileImageRow): Promise<void> {
  await db
    .insert(profileImages)
    .values(row)
    .onConflictDoUpdate({
      target: profileImages.accountId,
      set: { contentType: row.contentType, data: row.data, updatedAt: row.updatedAt },
    });
}

export async function deleteProfileImage(db: Db, accountId: string): Promise<boolean> {
  const deleted = await db
    .delete(profileImages)
    .where(eq(profileImages.accountId, accountId))
    .returning({ accountId: profileImages.accountId });
  return deleted.length > 0;
}
