import type { PaymentProviderSettings } from '@vs/contract';

/**
 * The payment provider's own scripts (spec 001 §7): loaded from its origin, only on the page that
 * takes a card, and only once a card is chosen. They read the card from our page's fields and send
 * it to the provider; what comes back to us is a token (the card never reaches our server).
 */
type Callback<T> = (answer: { result: 'OK'; tokenResponse: T } | { result: 'NG'; errorCode: string }) => void;

interface TokenApi {
  generateToken(
    params: { merchantId: string; serviceId: string; ccNumber: string; ccExpiration: string; securityCode: string },
    callback: Callback<{ token: string; tokenKey: string }>,
  ): void;
}
interface Tds2Api {
  generateToken(
    params: { merchantId: string; serviceId: string },
    callback: Callback<{ tds2infoToken: string; tds2infoTokenKey: string }>,
  ): void;
}

declare global {
  interface Window {
    com_sbps_system?: TokenApi;
    com_sbps_system_tds2?: Tds2Api;
  }
}

export interface CardInput {
  /** Digits only. */
  readonly ccNumber: string;
  /** YYYYMM */
  readonly ccExpiration: string;
  readonly securityCode: string;
}

/** The card's token and the 3-D Secure data token: all a page sends to our server for a card. */
export interface CardTokens {
  readonly token: string;
  readonly tokenKey: string;
  readonly tds2infoToken: string;
  readonly tds2infoTokenKey: string;
}

export type ProviderTokens =
  { readonly ok: true; readonly tokens: CardTokens } | { readonly ok: false; readonly errorCode: string | null };

const loading = new Map<string, Promise<void>>();

function loadScript(src: string, integrity: string | null): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // CORS mode, so that the provider's published Subresource Integrity value can pin the script.
    script.crossOrigin = 'anonymous';
    if (integrity) script.integrity = integrity;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`the payment provider's script did not load: ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

async function loadProviderScripts(settings: PaymentProviderSettings): Promise<void> {
  await Promise.all([
    loadScript(settings.tokenScriptUrl, settings.tokenScriptIntegrity),
    loadScript(settings.tds2ScriptUrl, settings.tds2ScriptIntegrity),
  ]);
}

const ask = <T>(run: (callback: Callback<T>) => void) =>
  new Promise<{ result: 'OK'; tokenResponse: T } | { result: 'NG'; errorCode: string }>((resolve) => run(resolve));

/** The card's token and the 3-D Secure data token, both from the provider. */
export async function makeTokens(settings: PaymentProviderSettings, card: CardInput): Promise<ProviderTokens> {
  if (!window.com_sbps_system || !window.com_sbps_system_tds2) {
    try {
      await loadProviderScripts(settings);
    } catch {
      return { ok: false, errorCode: null };
    }
  }
  const tokenApi = window.com_sbps_system;
  const tds2Api = window.com_sbps_system_tds2;
  if (!tokenApi || !tds2Api) return { ok: false, errorCode: null };
  const ids = { merchantId: settings.merchantId, serviceId: settings.serviceId };
  const card_ = await ask<{ token: string; tokenKey: string }>((cb) => tokenApi.generateToken({ ...ids, ...card }, cb));
  if (card_.result !== 'OK') return { ok: false, errorCode: card_.errorCode };
  const tds = await ask<{ tds2infoToken: string; tds2infoTokenKey: string }>((cb) => tds2Api.generateToken(ids, cb));
  if (tds.result !== 'OK') return { ok: false, errorCode: tds.errorCode };
  return {
    ok: true,
    tokens: {
      token: card_.tokenResponse.token,
      tokenKey: card_.tokenResponse.tokenKey,
      tds2infoToken: tds.tokenResponse.tds2infoToken,
      tds2infoTokenKey: tds.tokenResponse.tds2infoTokenKey,
    },
  };
}
