import type { profileImageTypes } from '@vs/contract';

export type ProfileImageType = (typeof profileImageTypes)[number];

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);
const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The type the bytes really are, by their magic numbers (never by what the client declared). */
export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** PNG: the IHDR chunk must come first; width and height are big-endian 32-bit at bytes 16 and 20. */
export function pngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 24 || !startsWith(bytes, PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** GIF: the logical screen's width and height, little-endian 16-bit at bytes 6 and 8. */
export function gifSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 10 || (ascii(bytes, 0, 6) !== 'GIF87a' && ascii(bytes, 0, 6) !== 'GIF89a')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/**
 * Start-of-frame markers C0–CF carry the frame size, except C4 (Huffman tables), C8 (reserved) and CC
 * (arithmetic coding).
 */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM, RST0–7 (SOI is skipped before the walk). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: walks the segments up to the first SOFn, whose height and width are big-endian 16-bit at offsets 5 and 7. */
export function jpegSize(bytes: Uint8Array): PixelSize | null {
  if (!startsWith(bytes, [0xff, 0xd8])) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda || offset + 4 > bytes.length) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + length;
  }
  return null;
}

const readers: Readonly<Record<ProfileImageType, (bytes: Uint8Array) => PixelSize | null>> = {
  'image/png': pngSize,
  'image/gif': gifSize,
  'image/jpeg': jpegSize,
};

/** The real pixel size of an image of `type`, read from its header; null when the header is unreadable. */
export function imageSizeOf(type: ProfileImageType, bytes: Uint8Array): PixelSize | null {
  return readers[type](bytes);
}
