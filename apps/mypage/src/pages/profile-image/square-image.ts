/** The part of a source image that becomes the profile image: a square in source pixels. */
export interface SourceSquare {
  readonly x: number;
  readonly y: number;
  readonly side: number;
}

/**
 * The centred square of a width × height image (spec 001 §5 "cropped to a centred 200x200 square"):
 * side = the shorter edge, the longer edge's excess split evenly (rounded down, so an odd excess
 * leaves its extra pixel on the right or bottom).
 */
export function centredSquare(width: number, height: number): SourceSquare {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

export type EncodedType = 'image/png' | 'image/jpeg';

/** JPEG stays JPEG; PNG and GIF become PNG (lossless, and browsers cannot encode GIF). */
export function encodedTypeOf(sourceType: string): EncodedType {
  return sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}
