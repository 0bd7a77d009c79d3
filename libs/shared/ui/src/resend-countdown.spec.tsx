import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendButton } from './resend-button';
import { prepareI18n, renderPrepared } from './test-i18n';
import { useCountdown } from './use-countdown';

function Harness({ seconds, onResend }: { seconds: number; onResend: () => void }) {
  const countdown = useCountdown(seconds);
  return (
    <ResendButton
      remaining={countdown.remaining}
      onResend={() => {
        onResend();
        countdown.restart(30);
      }}
    />
  );
}

const resend = () => screen.getByRole('button', { name: '認証コードを再送信' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ResendButton with useCountdown', () => {
  let i18n: Awaited<ReturnType<typeof prepareI18n>>;
  beforeEach(async () => {
    i18n = await prepareI18n('ja');
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays disabled for 30 seconds after load, then works, and counts again after each resend', async () => {
    const onResend = vi.fn();
    renderPrepared(<Harness seconds={30} onResend={onResend} />, i18n);
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('30秒後に再送信できます')).toBeInTheDocument();
    expect(resend()).toHaveAccessibleDescription('30秒後に再送信できます');

    fireEvent.click(resend());
    expect(onResend).not.toHaveBeenCalled();

    advance(29_000);
    expect(screen.getByText('1秒後に再送信できます')).toBeInTheDocument();
    expect(resend()).toHaveAttribute('aria-disabled', 'true');

    advance(1_000);
    expect(resend()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByTestId('resend-wait')).toBeNull();

    fireEvent.click(resend());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('30秒後に再送信できます')).toBeInTheDocument();
    advance(30_000);
    expect(resend()).not.toHaveAttribute('aria-disabled');
  });

  it('starts from what the server says is left', async () => {
    renderPrepared(<Harness seconds={12} onResend={vi.fn()} />, i18n);
    expect(screen.getByText('12秒後に再送信できます')).toBeInTheDocument();
    advance(12_000);
    expect(resend()).not.toHaveAttribute('aria-disabled');
  });

  it('is usable at once when nothing is left', async () => {
    renderPrepared(<Harness seconds={0} onResend={vi.fn()} />, i18n);
    expect(resend()).not.toHaveAttribute('aria-disabled');
  });
});
