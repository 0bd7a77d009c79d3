import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageTitle } from './page-title';
import { sampleRootData } from './sample-settings';
import { setRootData, siteStore, useAuthId, useStoreSettings } from './store';

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  const settings = useStoreSettings();
  return <p>{`${settings.serviceName}/${useAuthId() ?? 'guest'}`}</p>;
}

describe('site store', () => {
  it('is one instance per window, whichever bundle asks', async () => {
    vi.resetModules();
    const again = await import('./store');
    expect(again.siteStore).toBe(siteStore);
  });

  it('feeds hooks and the page title', () => {
    setRootData(sampleRootData({ authId: 'a-1' }));
    const { rerender, unmount } = render(<Page title="Plans" />);
    expect(screen.getByText('Demo Video/a-1')).toBeInTheDocument();
    expect(document.title).toBe('Plans | Demo Video');
    rerender(<Page />);
    expect(document.title).toBe('Demo Video');
    rerender(<Page title="Plan" />);
    unmount();
    expect(document.title).toBe('Demo Video');
  });
});
