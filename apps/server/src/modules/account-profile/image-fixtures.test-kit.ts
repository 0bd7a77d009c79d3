import { Jimp } from 'jimp';

/** Smallest byte sequences with real image headers, for the header readers and the upload call. */
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const text = (value: string) => [...value].map((ch) => ch.charCodeAt(0));

export function pngBytes(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    ...text('IHDR'),
    ...u32be(width),
    ...u32be(height),
    8,
    6,
    0,
    0,
    0,
    ...u32be(0),
    ...u32be(0),
    ...text('IEND'),
    ...u32be(0),
  ]);
}

export function gifBytes(width: number, height: number): Uint8Array {
  return Uint8Array.from([...text('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);
}

/** JFIF APP0, a quantisation and a Huffman table before the frame header (`frameMarker`, SOF0 by default). */
export function jpegBytes(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16be(16),
    ...text('JFIF'),
    0,
    1,
    1,
    0,
    ...u16be(1),
    ...u16be(1),
    0,
    0,
    0xff,
    0xdb,
    ...u16be(4),
    0,
    0,
    0xff,
    0xff,
    0xc4,
    ...u16be(4),
    0,
    0,
    0xff,
    frameMarker,
    ...u16be(17),
    8,
    ...u16be(height),
    ...u16be(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);
}

export const dataUrlOf = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A real image (it decodes) of one colour, as the page's cropper would send it. */
/** What a served image decodes to (its format and size), to show it is an image and nothing else. */
export async function decodedImage(bytes: Uint8Array) {
  const image = await Jimp.fromBuffer(Buffer.from(bytes));
  return { mime: image.mime, width: image.bitmap.width, height: image.bitmap.height };
}

export async function realImage(type: 'image/png' | 'image/jpeg' | 'image/gif', width = 200, height = 200) {
  const canvas = new Jimp({ width, height, color: 0x2878c8ff });
  return new Uint8Array(await canvas.getBuffer(type));
}
