import { sampleRootData, sampleStoreSettings } from '@vs/theming';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareSite } from './prepare-site';

vi.mock('@vs/i18n', () => ({ initI18n: async () => undefined }));
vi.mock('@vs/api-client', () => ({
  fetchRootScreenData: async () => ({
    kind: 'ok',
    data: sampleRootData({ storeSettingData: sampleStoreSettings({ gtmId: 'GTM-ABC123' }) }),
  }),
  installHistoryRestoreReload: () => undefined,
}));

const gtmScripts = () => document.querySelectorAll('script[data-vs-gtm]');

describe('prepareSite: the store’s tag manager', () => {
  afterEach(() => {
    for (const script of gtmScripts()) script.remove();
    window.history.replaceState(null, '', '/');
  });

  it('is installed on an ordinary page of a store with a GTM id', async () => {
    window.history.replaceState(null, '', '/plans');
    await prepareSite();
    expect(gtmScripts()).toHaveLength(1);
  });

  it('is left off a payment page (PCI DSS 6.4.3), whose CSP forbids it too', async () => {
    window.history.replaceState(null, '', '/mypage/payment-method');
    await prepareSite();
    expect(gtmScripts()).toHaveLength(0);
  });
});
