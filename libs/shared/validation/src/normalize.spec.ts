import { describe, expect, it } from 'vitest';
import { digitsOnly, emptyToNull } from './normalize';

describe('emptyToNull', () => {
  it('turns empty strings into null at any depth and keeps everything else', () => {
    expect(
      emptyToNull({
        name: '',
        nickname: 'Taro',
        sex: '0',
        customAssociatedInfo: { c1: '', c2: { o1: 'false' } },
        tags: ['', 'a'],
        agreed: false,
        count: 0,
      }),
    ).toEqual({
      name: null,
      nickname: 'Taro',
      sex: '0',
      customAssociatedInfo: { c1: null, c2: { o1: 'false' } },
      tags: [null, 'a'],
      agreed: false,
      count: 0,
    });
  });

  it('strips non-digits from number-type inputs; empty becomes null', () => {
    expect(
      emptyToNull(
        { phoneNumber: '090-1234-5678', postalCode: '〒100-0001', fax: '---', note: '1-2' },
        { numberFields: ['phoneNumber', 'postalCode', 'fax'] },
      ),
    ).toEqual({
      phoneNumber: '09012345678',
      postalCode: '1000001',
      fax: null,
      note: '1-2',
    });
  });

  it('does not modify its input', () => {
    const input = { a: '' };
    emptyToNull(input);
    expect(input).toEqual({ a: '' });
  });

  it('digitsOnly folds full-width digits', () => {
    expect(digitsOnly('０９０－１２３４')).toBe('0901234');
  });
});
