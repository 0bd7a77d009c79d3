import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLanguage, setLanguage, useLanguage } from './current-language';
import { initI18n } from './init';
import { languageFromCookie } from './language';

function Probe() {
  const { t } = useTranslation('layout');
  const { language } = useLanguage();
  return (
    <p>
      {language}:{t('back')}
    </p>
  );
}

describe('language', () => {
  beforeAll(async () => {
    document.cookie = 'vs-lang=; Max-Age=0; Path=/';
    await initI18n();
  });

  it('reads the cookie, defaulting to Japanese', () => {
    expect(languageFromCookie('')).toBe('ja');
    expect(languageFromCookie('a=1; vs-lang=en')).toBe('en');
    expect(languageFromCookie('vs-lang=fr')).toBe('ja');
  });

  it('prefers the __Host- cookie (https) to a plain one another page could plant', () => {
    expect(languageFromCookie('vs-lang=ja; __Host-vs-lang=en')).toBe('en');
    expect(languageFromCookie('__Host-vs-lang=en; vs-lang=ja')).toBe('en');
  });

  it('starts in Japanese and switches without a reload, persisting the choice', async () => {
    expect(getLanguage()).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    render(
      <Suspense fallback="…">
        <Probe />
      </Suspense>,
    );
    expect(await screen.findByText('ja:戻る')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('en:Back')).toBeTruthy();
    expect(document.cookie).toContain('vs-lang=en');
    expect(document.documentElement.lang).toBe('en');
    await act(() => setLanguage('ja'));
  });
});
