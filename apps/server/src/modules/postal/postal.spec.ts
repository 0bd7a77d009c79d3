import type { ApiErrorBody, PostalAddress } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { lookUpPostalCode } from './postal-lookup';
import { useTestApp } from '../../test/use-test-app';

describe('postal lookup', () => {
  const t = useTestApp();

  const lookUp = (code: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/zapi/postal-code/${code}`, headers: { host: 'localhost', ...headers } });

  it('answers one match with prefecture code, city, town and the whole address', async () => {
    const response = await lookUp('1000001');
    expect(response.statusCode).toBe(200);
    expect(response.json<PostalAddress[]>()).toEqual([
      { prefectureCode: '13', city: '千代田区', town: '千代田', allAddress: '東京都千代田区千代田' },
    ]);
  });

  it('drops the leading zero of Hokkaido-to-Fukushima codes (prefecture 1 … 9)', () => {
    expect(lookUpPostalCode('0600000')[0]).toMatchObject({ prefectureCode: '1', city: '札幌市中央区' });
  });

  it('answers several matches, across cities and prefectures', async () => {
    const towns = (await lookUp('4520961')).json<PostalAddress[]>();
    expect(towns.length).toBeGreaterThan(10);
    expect(new Set(towns.map((t) => t.city))).toEqual(new Set(['清須市']));
    const prefectures = (await lookUp('4980000')).json<PostalAddress[]>();
    expect(prefectures).toEqual([
      { prefectureCode: '23', city: '弥富市', town: '', allAddress: '愛知県弥富市' },
      { prefectureCode: '24', city: '桑名郡木曽岬町', town: '', allAddress: '三重県桑名郡木曽岬町' },
    ]);
  });

  it('answers an unknown code with 404 and a message for the field, in the page’s language', async () => {
    const response = await lookUp('9999999');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'POSTAL_CODE_NOT_FOUND',
      message: expect.stringContaining('住所が見つかりませんでした'),
    });
    const english = await lookUp('9999999', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.json<ApiErrorBody>().message).toMatch(/^No address was found/);
  });

  it.each(['123456', '12345678', '100-0001', 'abcdefg', '１０００００１'])(
    'refuses %s with VALIDATION_ERROR',
    async (code) => {
      const response = await lookUp(encodeURIComponent(code));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: { postalCode: 'validation:profile.postalCodeFormat' },
      });
    },
  );
});
