import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './spinner';
import { toast, toastStore } from './toast-store';
import { Toaster } from './toaster';
import { renderUi } from './test-utils';
import { VisuallyHidden } from './visually-hidden';
import { Card } from './card';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('announces toasts in live regions and removes each after 3000 ms', () => {
    renderUi(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('keeps at most 4, dropping the oldest', () => {
    renderUi(<Toaster />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast.info(`note ${i}`);
    });
    expect(screen.queryByText('note 1')).toBeNull();
    expect(screen.queryByText('note 2')).toBeNull();
    for (let i = 3; i <= 6; i++) expect(screen.getByText(`note ${i}`)).toBeInTheDocument();
  });
});

describe('small pieces', () => {
  it('Spinner is a labelled status; VisuallyHidden stays in the accessibility tree; Card renders its element', () => {
    renderUi(
      <Card as="section" aria-label="card">
        <Spinner label="Loading plans" />
        <VisuallyHidden>hidden text</VisuallyHidden>
      </Card>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
    expect(screen.getByText('hidden text')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'card' })).toBeInTheDocument();
  });
});
