import { cataloguesElementId } from '@vs/contract';
import type { ReadCallback } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyBackend } from './backend';
import { resetInlineCataloguesForTests, takeInlineCatalogue } from './inline-catalogues';

function addBlock(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = cataloguesElementId;
  script.textContent = text;
  document.head.append(script);
}

function read(lng: string, ns: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const callback: ReadCallback = (error, data) => (error ? reject(error) : resolve(data));
    lazyBackend.read(lng, ns, callback);
  });
}

describe('catalogues sent inside the page', () => {
  afterEach(() => {
    document.getElementById(cataloguesElementId)?.remove();
    resetInlineCataloguesForTests();
  });

  it('hands each namespace of the page language out once and removes the block', () => {
    addBlock(JSON.stringify({ language: 'en', namespaces: { plans: { title: 'Plans' } } }));
    expect(takeInlineCatalogue('en', 'plans')).toEqual({ title: 'Plans' });
    expect(document.getElementById(cataloguesElementId)).toBeNull();
    expect(takeInlineCatalogue('en', 'plans')).toBeUndefined();
  });

  it('answers nothing for another language, a namespace not sent, a broken block or none', () => {
    addBlock(JSON.stringify({ language: 'en', namespaces: { plans: { title: 'Plans' } } }));
    expect(takeInlineCatalogue('ja', 'plans')).toBeUndefined();
    expect(takeInlineCatalogue('en', 'auth')).toBeUndefined();
    resetInlineCataloguesForTests();
    addBlock('{broken');
    expect(takeInlineCatalogue('en', 'plans')).toBeUndefined();
    resetInlineCataloguesForTests();
    expect(takeInlineCatalogue('en', 'plans')).toBeUndefined();
  });

  it('is what the backend reads first; without it the backend loads the file', async () => {
    addBlock(JSON.stringify({ language: 'ja', namespaces: { layout: { back: 'inline' } } }));
    expect(await read('ja', 'layout')).toEqual({ back: 'inline' });
    expect(await read('ja', 'layout')).toEqual(
      expect.objectContaining({ back: expect.not.stringMatching(/^inline$/) }),
    );
  });
});
