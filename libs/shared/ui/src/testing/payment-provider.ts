import type { PaymentProviderSettings } from '@vs/contract';
// The provider's globals on `window` are declared there.
import type {} from '../payment-card/provider-scripts';

/** The sandbox provider's browser settings, as a payment page's screen data gives them. */
export const sandboxProviderSettings: PaymentProviderSettings = {
  origin: 'http://127.0.0.1:3040',
  tokenScriptUrl: 'http://127.0.0.1:3040/js/token.js',
  tds2ScriptUrl: 'http://127.0.0.1:3040/js/tds2info.js',
  tokenScriptIntegrity: null,
  tds2ScriptIntegrity: null,
  merchantId: 'm',
  serviceId: 's',
};

export type CardTokenAnswer =
  { result: 'OK'; tokenResponse: Record<string, string> } | { result: 'NG'; errorCode: string };

/**
 * The provider's globals as its scripts define them: the card goes to them, never to fetch. Answers
 * the card calls seen; `removeProviderStub` (in an afterEach) takes the globals away again.
 */
export function stubProvider(
  cardAnswer: CardTokenAnswer = { result: 'OK', tokenResponse: { token: 'tok', tokenKey: 'key' } },
): unknown[] {
  const seen: unknown[] = [];
  window.com_sbps_system = {
    generateToken: (params, callback) => {
      seen.push(params);
      callback(cardAnswer as never);
    },
  };
  window.com_sbps_system_tds2 = {
    generateToken: (_params, callback) =>
      callback({ result: 'OK', tokenResponse: { tds2infoToken: 'tds', tds2infoTokenKey: 'tdsKey' } }),
  };
  return seen;
}

export function removeProviderStub(): void {
  delete window.com_sbps_system;
  delete window.com_sbps_system_tds2;
}
