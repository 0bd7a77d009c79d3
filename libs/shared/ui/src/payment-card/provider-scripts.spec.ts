import type { PaymentProviderSettings } from '@vs/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTokens } from './provider-scripts';

const settings = (integrity: { token: string | null; tds2: string | null }): PaymentProviderSettings => ({
  origin: 'https://pay.example',
  tokenScriptUrl: 'https://pay.example/js/token.js',
  tds2ScriptUrl: 'https://pay.example/js/tds2info.js',
  tokenScriptIntegrity: integrity.token,
  tds2ScriptIntegrity: integrity.tds2,
  merchantId: 'm',
  serviceId: 's',
});
const card = { ccNumber: '4111111111111111', ccExpiration: '203012', securityCode: '123' };
const providerScripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  document.head.replaceChildren();
});

describe("the payment provider's scripts", () => {
  it('load in CORS mode with the integrity values the server pins, so a changed script is refused', async () => {
    const token = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const tds2 = 'sha384-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU2Y8wCoqVuAfXRKap7fdgc';
    const answer = makeTokens(settings({ token, tds2 }), card);
    const [tokenScript, tds2Script] = providerScripts();
    expect(tokenScript).toMatchObject({
      src: 'https://pay.example/js/token.js',
      integrity: token,
      crossOrigin: 'anonymous',
    });
    expect(tds2Script).toMatchObject({ src: 'https://pay.example/js/tds2info.js', integrity: tds2 });
    // What the browser does when the hash does not match: the script fails to load, no token is made.
    tokenScript?.dispatchEvent(new Event('error'));
    tds2Script?.dispatchEvent(new Event('error'));
    await expect(answer).resolves.toEqual({ ok: false, errorCode: null });
    expect(providerScripts()).toHaveLength(0);
  });

  it('carry no integrity attribute while the provider publishes none', () => {
    void makeTokens(settings({ token: null, tds2: null }), card);
    expect(providerScripts().map((script) => script.hasAttribute('integrity'))).toEqual([false, false]);
  });
});
