import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { groupSecret, otpauthQrSvg } from './otp-qr';

const url =
  'otpauth://totp/Demo%20Store:taro%40example.com?secret=JBSWY3DPEHPK3PXP' +
  '&issuer=Demo%20Store&algorithm=SHA1&digits=6&period=30';

/** Reads the dark modules back out of the SVG's path ("M{x},{y}h…" per module). */
function modulesOf(svg: string): Set<string> {
  const path = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
  return new Set([...path.matchAll(/M(\d+),(\d+)/g)].map(([, x, y]) => `${x},${y}`));
}

describe('otpauthQrSvg', () => {
  it('draws exactly the QR code of the otpauth URL', () => {
    const svg = otpauthQrSvg(url);
    const { data } = encode(url, { ecc: 'M', border: 2 });
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x * 10},${y * 10}`)));
    expect(modulesOf(svg)).toEqual(expected);
  });

  it('differs for another secret, so the code really carries the URL', () => {
    expect(modulesOf(otpauthQrSvg(url.replace('JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU')))).not.toEqual(
      modulesOf(otpauthQrSvg(url)),
    );
  });

  it('is plain SVG markup without the URL text or anything executable', () => {
    const svg = otpauthQrSvg(url);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('otpauth');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});

describe('groupSecret', () => {
  it('groups the Base32 secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
  });

  it('ignores spaces already there', () => {
    expect(groupSecret(' JBSW Y3DP ')).toBe('JBSW Y3DP');
  });
});
