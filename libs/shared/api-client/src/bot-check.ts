import type { BotCheckSettings } from '@vs/contract';

/** The part of the reCAPTCHA v3 API (`window.grecaptcha`) that the login pages use. */
interface BotCheckApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { readonly action: string }): PromiseLike<string>;
}

/** How long a login waits for the verification service before it gives up (script, ready and token together). */
export const BOT_CHECK_TIMEOUT_MS = 10_000;

/** One load per script URL for the life of the page: later logins reuse the API the first one loaded. */
const loads = new Map<string, Promise<BotCheckApi>>();

function apiOnWindow(): BotCheckApi | null {
  const api = (window as { grecaptcha?: Partial<BotCheckApi> }).grecaptcha;
  return typeof api?.ready === 'function' && typeof api.execute === 'function' ? (api as BotCheckApi) : null;
}

function loadApi(scriptUrl: string): Promise<BotCheckApi> {
  const pending = loads.get(scriptUrl);
  if (pending) return pending;
  const load = new Promise<BotCheckApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      const api = apiOnWindow();
      if (api) api.ready(() => resolve(api));
      else reject(new Error('The bot-check script defined no API'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The bot-check script did not load'));
    });
    document.head.append(script);
  });
  // A failed load may be a passing network problem: the next attempt starts over with a new element.
  load.catch(() => loads.delete(scriptUrl));
  loads.set(scriptUrl, load);
  return load;
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The bot check timed out')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('The bot check failed'));
      },
    );
  });
}

async function tokenOf(settings: BotCheckSettings): Promise<string> {
  const api = await loadApi(settings.scriptUrl);
  const token = await api.execute(settings.siteKey, { action: settings.action });
  if (typeof token !== 'string' || token === '') throw new Error('The bot check answered no token');
  return token;
}

/**
 * A fresh bot-check token for one login POST (tokens are single-use). Loads the store's
 * verification script on first use only, so pages without the bot check never fetch it. Rejects
 * when the script fails to load, defines no API, answers no token, or all of it takes longer than
 * `timeoutMs`: the caller then shows a failure instead of posting without a token.
 */
export function fetchBotCheckToken(settings: BotCheckSettings, timeoutMs = BOT_CHECK_TIMEOUT_MS): Promise<string> {
  return withinTimeout(tokenOf(settings), timeoutMs);
}
