import type { Jimp as JimpClass } from 'jimp';
import type { PixelSize, ProfileImageType } from './image-header';

let codec: Promise<typeof JimpClass> | undefined;

/**
 * jimp, imported once on first need rather than at start (about 20 MB most servers' days never
 * need). The image page's screen data starts it, so it has loaded by the time the member saves.
 */
export function loadImageCodec(): Promise<typeof JimpClass> {
  codec ??= import('jimp').then((jimp) => jimp.Jimp);
  return codec;
}

/**
 * Decodes the image (jimp: pure JavaScript, MIT, no native library to ship) and encodes its pixels
 * anew in the same format, so what we store and serve is only an image: a polyglot's script,
 * comments, metadata and trailing bytes stay behind. Null when the bytes do not decode as an image
 * of `type`. The caller has already bounded the bytes and checked the header's 200×200.
 */
export async function reencodeImage(
  type: ProfileImageType,
  bytes: Uint8Array,
): Promise<{ readonly bytes: Uint8Array; readonly size: PixelSize } | null> {
  const Jimp = await loadImageCodec();
  try {
    const image = await Jimp.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (image.mime !== type) return null;
    const encoded = type === 'image/jpeg' ? await image.getBuffer(type, { quality: 90 }) : await image.getBuffer(type);
    return { bytes: new Uint8Array(encoded), size: { width: image.bitmap.width, height: image.bitmap.height } };
  } catch {
    return null;
  }
}
