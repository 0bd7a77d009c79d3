import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyScrollBox } from './policy-scroll-box';
import { renderWithI18n } from './test-i18n';
import { fakeRegionLayout as fakeLayout } from './testing';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function scrollTo(region: HTMLElement, top: number) {
  region.scrollTop = top;
  fireEvent.scroll(region);
}

describe('PolicyScrollBox', () => {
  it('reports read only once scrolled to within 10 px of the end', async () => {
    restore = fakeLayout(1000, 240);
    const onRead = vi.fn();
    await renderWithI18n(<PolicyScrollBox title="利用規約" markup="<p>第1条</p>" onReadToEnd={onRead} />);
    const region = screen.getByRole('region', { name: '利用規約' });
    await screen.findByText('第1条');
    expect(region).toHaveAttribute('tabindex', '0');
    scrollTo(region, 500);
    scrollTo(region, 749); // 1000 - 240 - 749 = 11 px left
    expect(onRead).not.toHaveBeenCalled();
    scrollTo(region, 750); // 10 px left
    expect(onRead).toHaveBeenCalledTimes(1);
    scrollTo(region, 760);
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('counts a text that fits without scrolling as read at once', async () => {
    restore = fakeLayout(200, 240);
    const onRead = vi.fn();
    await renderWithI18n(<PolicyScrollBox title="短い規約" markup="<p>短い</p>" onReadToEnd={onRead} />);
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(1));
  });

  it('renders stored markup with no script, handler or unsafe link surviving', async () => {
    restore = fakeLayout(1000, 240);
    const markup =
      '<h2>第1条</h2><p onclick="alert(1)">本文<script>window.x=1</script></p><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">悪い</a><a href="https://example.com/">良い</a>' +
      '<style>p{}</style><iframe src="https://evil"></iframe>';
    await renderWithI18n(<PolicyScrollBox title="利用規約" markup={markup} onReadToEnd={vi.fn()} />);
    const region = screen.getByRole('region', { name: '利用規約' });
    await screen.findByText('本文');
    expect(region.querySelector('script, img, style, iframe, [onclick], [onerror]')).toBeNull();
    expect(screen.getByText('悪い').closest('a')).not.toHaveAttribute('href');
    const good = screen.getByRole('link', { name: '良い' });
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: '第1条' })).toBeInTheDocument();
  });
});
