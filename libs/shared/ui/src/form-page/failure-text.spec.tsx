import { renderHook } from '@testing-library/react';
import { ApiError } from '@vs/api-client';
import type { ErrorCode } from '@vs/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareI18n } from '../test-i18n';
import { useFailureText, type FailureCatalogue } from './failure-text';

let i18n: Awaited<ReturnType<typeof prepareI18n>>;
beforeAll(async () => {
  i18n = await prepareI18n();
  await i18n.loadNamespaces(['auth', 'mypage', 'signup', 'errors']);
});

function textOf(catalogue: FailureCatalogue) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useFailureText(catalogue), { wrapper }).result.current;
}

const refusal = (code: ErrorCode, extra: { message?: string; requestId?: string; flowError?: boolean } = {}) =>
  new ApiError({
    status: 400,
    code,
    message: extra.message ?? 'the server says',
    requestId: extra.requestId ?? 'req-1',
    ...(extra.flowError ? { flowError: true } : {}),
  });

describe('useFailureText', () => {
  const login = { namespace: 'auth', fallback: 'auth:errors.LOGIN_FAILED' };

  it("gives a code the catalogue's own text, rate limits 'try later', anything else the fallback", () => {
    const text = textOf(login);
    expect(text(refusal('LOGIN_PROHIBITED'))).toBe('このアカウントではログインできません。');
    expect(text(refusal('TOO_MANY_REQUESTS'))).toBe(
      'ログインの試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
    );
    expect(text(refusal('INTERNAL_ERROR'))).toBe('認証に失敗しました。');
    expect(text(new TypeError('Failed to fetch'))).toBe('認証に失敗しました。');
  });

  it('says nothing of a restart-flow answer: the shell shows its modal', () => {
    expect(textOf(login)(refusal('INVALID_SESSION_FLOW', { flowError: true }))).toBeNull();
  });

  it("shows the server's sentence with its code only where the area does, and only from our server", async () => {
    const mypage = textOf({ namespace: 'mypage', serverMessages: true });
    expect(mypage(refusal('INVALID_REQUEST', { message: '設定できませんでした。' }))).toBe(
      '設定できませんでした。 [エラーコード:INVALID_REQUEST]',
    );
    expect(mypage(refusal('INTERNAL_ERROR', { requestId: '' }))).toBe('エラーが発生しました');
    expect(textOf({ namespace: 'signup' })(refusal('INVALID_REQUEST'))).toBe(
      'エラーが発生しました。しばらく時間をおいてから再度お試しください。',
    );
    await i18n.changeLanguage('en');
    try {
      expect(textOf({ namespace: 'mypage', serverMessages: true })(refusal('INVALID_REQUEST'))).toBe(
        'the server says [Error code:INVALID_REQUEST]',
      );
    } finally {
      await i18n.changeLanguage('ja');
    }
  });
});
