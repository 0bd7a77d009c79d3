import { describe, expect, it } from 'vitest';
import { parseDataUrl } from './image-data-url';
import { gifSize, imageSizeOf, jpegSize, pngSize, sniffImageType } from './image-header';
import { dataUrlOf, gifBytes, jpegBytes, pngBytes } from './image-fixtures.test-kit';

describe('image headers', () => {
  it('tells the real type by the magic bytes', () => {
    expect(sniffImageType(pngBytes(1, 1))).toBe('image/png');
    expect(sniffImageType(gifBytes(1, 1))).toBe('image/gif');
    expect(sniffImageType(Uint8Array.from([...Buffer.from('GIF87a'), 1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffImageType(jpegBytes(1, 1))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('reads the PNG size from IHDR', () => {
    expect(pngSize(pngBytes(200, 200))).toEqual({ width: 200, height: 200 });
    expect(pngSize(pngBytes(70_000, 3))).toEqual({ width: 70_000, height: 3 });
    expect(pngSize(pngBytes(200, 200).subarray(0, 20))).toBeNull();
    const noIhdr = pngBytes(200, 200);
    noIhdr.set([0x49, 0x44, 0x41, 0x54], 12); // IDAT first
    expect(pngSize(noIhdr)).toBeNull();
  });

  it('reads the GIF logical screen size', () => {
    expect(gifSize(gifBytes(200, 200))).toEqual({ width: 200, height: 200 });
    expect(gifSize(gifBytes(640, 1))).toEqual({ width: 640, height: 1 });
    expect(gifSize(gifBytes(200, 200).subarray(0, 9))).toBeNull();
  });

  it('walks JPEG segments to the frame header, past tables and fill bytes', () => {
    expect(jpegSize(jpegBytes(200, 200))).toEqual({ width: 200, height: 200 });
    expect(jpegSize(jpegBytes(320, 240, 0xc2))).toEqual({ width: 320, height: 240 }); // progressive
    expect(jpegSize(jpegBytes(200, 200).subarray(0, 30))).toBeNull();
    const scanFirst = Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]);
    expect(jpegSize(scanFirst)).toBeNull();
    const zeroLength = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xc0]);
    expect(jpegSize(zeroLength)).toBeNull();
  });

  it('picks the reader by type', () => {
    expect(imageSizeOf('image/png', gifBytes(200, 200))).toBeNull();
    expect(imageSizeOf('image/gif', gifBytes(200, 100))).toEqual({ width: 200, height: 100 });
  });
});

describe('data URLs', () => {
  it('decodes a base64 data URL and keeps only accepted declared types', () => {
    const parsed = parseDataUrl(dataUrlOf('image/png', pngBytes(200, 200)));
    expect(parsed?.declaredType).toBe('image/png');
    expect(Buffer.from(parsed?.bytes ?? []).equals(Buffer.from(pngBytes(200, 200)))).toBe(true);
    expect(parseDataUrl(dataUrlOf('image/webp', pngBytes(1, 1)))?.declaredType).toBeNull();
  });

  it.each([
    'https://example.com/a.png',
    'data:image/png,rawtext',
    'data:image/png;base64,abc',
    'data:image/png;base64,ab$d',
  ])('refuses %s', (value) => {
    expect(parseDataUrl(value)).toBeNull();
  });
});
