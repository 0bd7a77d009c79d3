import sharp, { type Sharp } from 'sharp';
import type { PixelSize, ProfileImageType } from './image-header';

/** Decoding stops beyond this: the header check has already asked for 200×200. */
const MAX_INPUT_PIXELS = 1024 * 1024;

const encoders: Readonly<Record<ProfileImageType, (image: Sharp) => Sharp>> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Decodes the image with libvips (sharp) and encodes its pixels anew in the same format, so what we
 * store and serve is only an image: a polyglot's script, comments, metadata and trailing bytes stay
 * behind. Null when the bytes do not decode as an image of `type`.
 */
export async function reencodeImage(
  type: ProfileImageType,
  bytes: Uint8Array,
): Promise<{ readonly bytes: Uint8Array; readonly size: PixelSize } | null> {
  try {
    const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { format } = await decoded.metadata();
    if (`image/${format}` !== type) return null;
    const { data, info } = await encoders[type](decoded).toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), size: { width: info.width, height: info.height } };
  } catch {
    return null;
  }
}
