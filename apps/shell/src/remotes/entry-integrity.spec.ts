import { describe, expect, it, vi } from 'vitest';
import { entryIntegrityPlugin, preloadModule } from './entry-integrity';

const signed = {
  name: 'mypage',
  entry: 'https://cdn.example/releases/mypage/a1/remoteEntry.js',
  integrity: 'sha384-x',
};
const boot = { name: 'signup', entry: '/remotes/signup/remoteEntry.js' };

type LoadEntry = (args: { remoteInfo: { entry: string } }) => Promise<unknown>;

describe('entryIntegrityPlugin', () => {
  it("preloads a release's entry with its integrity before the runtime imports it, not another's", async () => {
    const preload = vi.fn(async () => undefined);
    const loadEntry = entryIntegrityPlugin([signed, boot], preload).loadEntry as unknown as LoadEntry;
    await expect(loadEntry({ remoteInfo: { entry: signed.entry } })).resolves.toBeUndefined();
    expect(preload).toHaveBeenCalledWith(signed.entry, 'sha384-x');
    await loadEntry({ remoteInfo: { entry: boot.entry } });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('fails the entry when the browser refuses its bytes', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('integrity')));
    const loadEntry = entryIntegrityPlugin([signed], preload).loadEntry as unknown as LoadEntry;
    await expect(loadEntry({ remoteInfo: { entry: signed.entry } })).rejects.toThrow('integrity');
  });
});

describe('preloadModule', () => {
  it('asks for the module with its integrity, and settles on the load or the error', async () => {
    const loaded = preloadModule(signed.entry, 'sha384-x');
    const link = document.head.querySelector<HTMLLinkElement>(`link[href="${signed.entry}"]`);
    expect(link?.rel).toBe('modulepreload');
    expect(link?.getAttribute('integrity')).toBe('sha384-x');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    link?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();

    const refused = preloadModule('/other.js', 'sha384-y');
    document.head.querySelector('link[href="/other.js"]')?.dispatchEvent(new Event('error'));
    await expect(refused).rejects.toThrow('/other.js failed its integrity check');
  });
});
