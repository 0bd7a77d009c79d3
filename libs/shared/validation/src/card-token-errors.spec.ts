import { describe, expect, it } from 'vitest';
import { cardTokenError } from './card-token-errors';
import { messages } from './messages';

const t = messages.cardToken;

describe('card token error codes', () => {
  it('maps every kind × card item to its message and field', () => {
    const table: Array<[string, string, string | undefined]> = [
      ['03003', t.numberRequired, 'cardNumber'],
      ['04003', t.numberInvalid, 'cardNumber'],
      ['07003', t.numberInvalid, 'cardNumber'],
      ['05003', t.numberLength, 'cardNumber'],
      ['03004', t.expiryRequired, 'expiry'],
      ['04004', t.expiryInvalid, 'expiry'],
      ['07004', t.expiryInvalid, 'expiry'],
      ['05004', t.expiryLength, 'expiry'],
      ['03005', t.securityCodeRequired, 'securityCode'],
      ['04005', t.securityCodeInvalid, 'securityCode'],
      ['07005', t.securityCodeInvalid, 'securityCode'],
      ['05005', t.securityCodeLength, 'securityCode'],
    ];
    for (const [code, key, field] of table) {
      expect({ code, ...cardTokenError(code) }).toEqual({ code, key, field });
    }
  });

  it('answers the system error for kind 99, whatever the item', () => {
    for (const item of ['001', '002', '003', '004', '005', '006']) {
      expect(cardTokenError(`99${item}`)).toEqual({ key: t.system });
    }
  });

  it('falls back to the default text for merchant, service and no-item codes and for unknown codes', () => {
    for (const code of ['03001', '04002', '05006', '07001', '03006', '06003', '0300', '030033', 'abcde', '', null]) {
      expect({ code, ...cardTokenError(code) }).toEqual({ code, key: t.failed });
    }
  });
});
