import type { BotCheckSettings } from '@vs/contract';
import { onTestFinished } from 'vitest';

let count = 0;

/** Settings with a script URL of their own: the client keeps one load per URL for the page's life. */
export function aBotCheck(): BotCheckSettings {
  count += 1;
  return {
    scriptUrl: `https://verify.example/recaptcha-${count}.js?render=site-key`,
    siteKey: 'site-key',
    action: 'login',
  };
}

/** The page's script element for these settings, if it added one. */
export function scriptOf(settings: BotCheckSettings): HTMLScriptElement | undefined {
  return [...document.querySelectorAll('script')].find((element) => element.src === settings.scriptUrl);
}

/**
 * Plays the verification script (jsdom loads none): when the page adds the script element it
 * defines `grecaptcha`, answering `token` for each execute, and fires load; or fires error.
 */
export function fakeBotCheckScript(
  settings: BotCheckSettings,
  outcome: { readonly token: string } | 'loadError',
): void {
  const observer = new MutationObserver(() => {
    const script = scriptOf(settings);
    if (!script) return;
    observer.disconnect();
    if (outcome === 'loadError') {
      script.dispatchEvent(new Event('error'));
      return;
    }
    Object.assign(window, {
      grecaptcha: {
        ready: (callback: () => void) => queueMicrotask(callback),
        execute: (siteKey: string, options: { action: string }) =>
          Promise.resolve(
            siteKey === settings.siteKey && options.action === settings.action ? outcome.token : 'wrong-settings',
          ),
      },
    });
    script.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  onTestFinished(() => {
    observer.disconnect();
    scriptOf(settings)?.remove();
    Reflect.deleteProperty(window, 'grecaptcha');
  });
}
