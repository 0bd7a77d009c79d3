import { describe, expect, it } from 'vitest';
import { catalogueText, catalogueTexts, wording, type CatalogueRef } from './index';
import { catalogueLoader } from './loaders';

describe('@vs/catalogue', () => {
  it('reads a text by language, namespace and dotted key', () => {
    expect(catalogueText('ja', 'auth', 'errors.LOGIN_FAILED')).toBe('認証に失敗しました。');
    expect(catalogueText('en', 'auth', 'errors.LOGIN_FAILED')).toBe('Authentication failed.');
  });

  it('answers both languages of a reference, and named groups of them', () => {
    expect(wording('validation:userId.alreadyInUse')).toEqual({
      ja: 'このユーザIDは既に使用されています。別のユーザIDを登録してください。',
      en: 'This user ID is already in use. Please register a different user ID.',
    });
    const texts = catalogueTexts({ failed: 'auth:errors.LOGIN_FAILED', tryLater: 'signup:errors.tryLater' });
    expect(texts.failed.en).toBe('Authentication failed.');
    expect(texts.tryLater.ja).toBe('しばらく時間をおいてから再度お試しください。');
  });

  it('refuses a key the catalogue lacks, at compile time and at run time', () => {
    // @ts-expect-error not a key of the auth namespace
    const missing: CatalogueRef = 'auth:errors.noSuchKey';
    expect(() => wording(missing)).toThrow(/no text ja:auth:errors.noSuchKey/);
    // @ts-expect-error a group, not a text
    expect(() => catalogueText('en', 'auth', 'errors')).toThrow();
  });

  it('has a lazy loader for every language × namespace file', async () => {
    expect(catalogueLoader('en', 'noSuchNamespace')).toBeUndefined();
    const load = catalogueLoader('en', 'common');
    expect(load).toBeDefined();
    expect((await load?.())?.default).toHaveProperty('restartFlow');
  });
});
