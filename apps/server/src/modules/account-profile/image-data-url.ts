import { profileImageTypes } from '@vs/contract';
import type { ProfileImageType } from './image-header';

/** A base64 data URL as the page's cropper makes it: `data:<type>;base64,<data>`. */
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export interface ParsedDataUrl {
  /** The declared type, when it is one of the accepted ones. */
  readonly declaredType: ProfileImageType | null;
  readonly bytes: Uint8Array;
}

/** Null when `value` is not a base64 data URL at all (a plain URL, text, broken base64). */
export function parseDataUrl(value: string): ParsedDataUrl | null {
  const match = DATA_URL.exec(value);
  const [, type = '', data = ''] = match ?? [];
  if (!match || data.length % 4 !== 0) return null;
  const declaredType = (profileImageTypes as readonly string[]).includes(type) ? (type as ProfileImageType) : null;
  return { declaredType, bytes: Buffer.from(data, 'base64') };
}
