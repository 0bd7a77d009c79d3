import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerFetch } from './backchannel-fetch';

describe('the provider’s outgoing calls (back-channel logout)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the library’s SSRF check in production, lifts it only where relying parties are on loopback', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_input: unknown, init: RequestInit) => {
      seen.push(init);
      return new Response(null, { status: 200 });
    });
    const dispatcher = { refusesSpecialUseAddresses: true };
    const init = { method: 'POST', dispatcher } as unknown as RequestInit;
    await providerFetch(false)('http://127.0.0.1:8765/backchannel-logout', init);
    await providerFetch(true)('http://127.0.0.1:8765/backchannel-logout', init);
    expect((seen[0] as { dispatcher?: unknown }).dispatcher).toBe(dispatcher);
    expect((seen[1] as { dispatcher?: unknown }).dispatcher).toBeUndefined();
    expect(seen[1]?.method).toBe('POST');
  });
});
