import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { call } from '@vs/api-client';
import { endpoints } from '@vs/contract';
import { themeFromStore } from '@vs/theming';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestartFlowModal } from './restart-flow-modal';
import { apiError, mockFetch, setTestLanguage } from './testing';

describe('restart-flow modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function answerPinWith(answer: ReturnType<typeof apiError>, language: 'ja' | 'en') {
    const i18n = await setTestLanguage(language, ['common', 'signup']);
    render(
      <ThemeProvider theme={themeFromStore(null)}>
        <I18nextProvider i18n={i18n}>
          <RestartFlowModal />
        </I18nextProvider>
      </ThemeProvider>,
    );
    mockFetch({ 'POST /zapi/signup/pin-code': answer });
    await expect(call(endpoints.signupPinCode, { pinCode: '123456' })).rejects.toThrow();
  }

  it("words a sign-up's timeout as spec 001 §8 names it, and restarts at the sign-up", async () => {
    await answerPinWith(apiError(409, 'SIGNUP_TIMEOUT', { flowError: true, redirectTo: '/signup' }), 'en');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The time allowed for signing up has passed. Please start again.');
    expect(screen.getByRole('button', { name: 'Start again from the beginning' })).toBeInTheDocument();
  });

  it('keeps the plain wording for any other flow error', async () => {
    await answerPinWith(apiError(409, 'INVALID_SESSION_FLOW', { flowError: true, redirectTo: '/signup/email' }), 'ja');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '想定外の操作が行われました。お手数ですが、最初からやり直してください。',
    );
  });
});
