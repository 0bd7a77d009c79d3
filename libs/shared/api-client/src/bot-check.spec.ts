import type { BotCheckSettings } from '@vs/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOT_CHECK_TIMEOUT_MS, fetchBotCheckToken } from './bot-check';

// jsdom fetches no scripts: each test plays the script itself by defining `grecaptcha` and firing
// the element's load or error event. Every test uses its own URL, since loads are kept per URL.
let urls = 0;
const settingsFor = (): BotCheckSettings => ({
  scriptUrl: `https://verify.example/api-${++urls}.js?render=site-key`,
  siteKey: 'site-key',
  action: 'login',
});
const scriptsOf = (settings: BotCheckSettings) =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === settings.scriptUrl);

function defineApi(token: () => Promise<string> = () => Promise.resolve('token-1')) {
  const execute = vi.fn((_siteKey: string, _options: { action: string }) => token());
  const ready = vi.fn((callback: () => void) => queueMicrotask(callback));
  Object.assign(window, { grecaptcha: { ready, execute } });
  return { execute, ready };
}

function settle<T>(promise: Promise<T>) {
  const state: { done: boolean; error?: unknown } = { done: false };
  promise.then(
    () => (state.done = true),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

describe('fetchBotCheckToken', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'grecaptcha');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('loads the script once and answers a token for each call', async () => {
    const settings = settingsFor();
    const first = fetchBotCheckToken(settings);
    const second = fetchBotCheckToken(settings);
    expect(scriptsOf(settings)).toHaveLength(1);
    expect(scriptsOf(settings)[0]?.async).toBe(true);
    const { execute } = defineApi();
    scriptsOf(settings)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-1');
    await expect(second).resolves.toBe('token-1');
    await expect(fetchBotCheckToken(settings)).resolves.toBe('token-1');
    expect(scriptsOf(settings)).toHaveLength(1);
    expect(execute).toHaveBeenCalledTimes(3);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });

  it('rejects when the script fails to load, and loads it afresh next time', async () => {
    const settings = settingsFor();
    const failed = fetchBotCheckToken(settings);
    scriptsOf(settings)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    expect(scriptsOf(settings)).toHaveLength(0);

    const retried = fetchBotCheckToken(settings);
    expect(scriptsOf(settings)).toHaveLength(1);
    defineApi();
    scriptsOf(settings)[0]?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('token-1');
  });

  it('rejects after 10 seconds without an answer, and not before', async () => {
    vi.useFakeTimers();
    const settings = settingsFor();
    const state = settle(fetchBotCheckToken(settings));
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toMatchObject({ done: true, error: expect.objectContaining({ message: 'The bot check timed out' }) });
  });

  it('rejects when the token itself never comes', async () => {
    vi.useFakeTimers();
    const settings = settingsFor();
    defineApi(() => new Promise<string>(() => undefined));
    const state = settle(fetchBotCheckToken(settings));
    scriptsOf(settings)[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS);
    expect(state.error).toEqual(new Error('The bot check timed out'));
  });

  it('rejects when the script defines no API', async () => {
    const settings = settingsFor();
    const failed = fetchBotCheckToken(settings);
    scriptsOf(settings)[0]?.dispatchEvent(new Event('load'));
    await expect(failed).rejects.toThrow('defined no API');
  });

  it('rejects when the service refuses or answers no token', async () => {
    const refused = settingsFor();
    defineApi(() => Promise.reject(new Error('quota')));
    const first = fetchBotCheckToken(refused);
    scriptsOf(refused)[0]?.dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow('quota');

    const empty = settingsFor();
    defineApi(() => Promise.resolve(''));
    const second = fetchBotCheckToken(empty);
    scriptsOf(empty)[0]?.dispatchEvent(new Event('load'));
    await expect(second).rejects.toThrow('no token');
  });
});
