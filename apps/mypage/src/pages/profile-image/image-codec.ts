import { PROFILE_IMAGE_SIZE } from '@vs/contract';
import { centredSquare, encodedTypeOf } from './square-image';

/** JPEG quality of the re-encoded photo: visually lossless at 200×200 and far under the server's size limit. */
const JPEG_QUALITY = 0.9;

/**
 * Decodes the chosen file in the browser, draws its centred square scaled to 200×200 on a canvas and
 * answers it as a data URL (PNG for PNG and GIF, JPEG for JPEG). Rejects when the file cannot be decoded.
 * Kept apart from the page because jsdom has neither image decoding nor a canvas.
 */
export async function squareDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { x, y, side } = centredSquare(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = PROFILE_IMAGE_SIZE;
    canvas.height = PROFILE_IMAGE_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, x, y, side, side, 0, 0, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);
    const type = encodedTypeOf(file.type);
    return canvas.toDataURL(type, type === 'image/jpeg' ? JPEG_QUALITY : undefined);
  } finally {
    bitmap.close();
  }
}
