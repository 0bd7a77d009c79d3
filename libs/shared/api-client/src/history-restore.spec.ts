import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { installHistoryRestoreReload, shouldReloadOnHistoryRestore } from './history-restore';
import { clearCookie, setCookie } from './test-helpers';

afterEach(() => {
  clearCookie('vs-aid');
  clearCookie('other');
});

function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    setCookie('other', 'x');
    setCookie('vs-aid', 'a b/é');
    expect(readCookie('vs-aid')).toBe('a b/é');
    expect(readCookie('aid')).toBeNull();
    expect(readCookie('missing')).toBeNull();
  });

  it('returns a value that is not URI-encoded as it is', () => {
    document.cookie = 'other=%E0%A4%A; path=/';
    expect(readCookie('other')).toBe('%E0%A4%A');
  });
});

describe('shouldReloadOnHistoryRestore', () => {
  it('compares the account-identifier cookie with the page authId', () => {
    expect(shouldReloadOnHistoryRestore(null)).toBe(false); // guest, still guest
    expect(shouldReloadOnHistoryRestore('a1')).toBe(true); // logged out since
    setCookie('vs-aid', 'a1');
    expect(shouldReloadOnHistoryRestore('a1')).toBe(false);
    expect(shouldReloadOnHistoryRestore('a2')).toBe(true); // another account now
    expect(shouldReloadOnHistoryRestore(null)).toBe(true); // logged in since
  });
});

describe('installHistoryRestoreReload', () => {
  it('reloads only on a persisted pageshow with a changed account, until removed', () => {
    const reload = vi.fn();
    setCookie('vs-aid', 'a2');
    const remove = installHistoryRestoreReload(() => 'a1', reload);
    window.dispatchEvent(pageshow(false));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    remove();
    window.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the account is unchanged', () => {
    const reload = vi.fn();
    setCookie('vs-aid', 'a1');
    const remove = installHistoryRestoreReload(() => 'a1', reload);
    window.dispatchEvent(pageshow(true));
    remove();
    expect(reload).not.toHaveBeenCalled();
  });
});
