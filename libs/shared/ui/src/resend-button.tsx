import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface ResendButtonProps {
  /** Seconds until resending works (from useCountdown); the button is disabled while above 0. */
  readonly remaining: number;
  readonly onResend: () => void;
  readonly loading?: boolean;
}

/**
 * "Resend the PIN code", disabled during the countdown (spec 000 §4: 30 s after load and after each
 * resend). The wait is shown beside it and tied to the button with aria-describedby.
 */
export function ResendButton({ remaining, onResend, loading = false }: ResendButtonProps) {
  const { t } = useTranslation('ui');
  const waitId = useId();
  const waiting = remaining > 0;
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
      <Button
        variant="secondary"
        disabled={waiting}
        loading={loading}
        onClick={onResend}
        aria-describedby={waiting ? waitId : undefined}
      >
        {t('resend.action')}
      </Button>
      {waiting ? (
        <span id={waitId} data-testid="resend-wait" css={(theme) => ({ color: theme.colors.textMuted })}>
          {t('resend.wait', { seconds: remaining })}
        </span>
      ) : null}
    </div>
  );
}
