import type { Theme } from '@emotion/react';
import type { SubscriptionBadge as Badge } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { useTranslation } from 'react-i18next';

// Text colours the theme keeps at 4.5:1 on the page background, so a badge reads without its border.
const toneOf = (theme: Theme, badge: Badge): string =>
  ({
    contracted: theme.colors.success,
    trial: theme.colors.accentText,
    cancelScheduled: theme.colors.textMuted,
    onHold: theme.colors.danger,
    cancelled: theme.colors.textMuted,
  })[badge];

/** Spec 000 §4 badges: the contract's status group in words; a trial says until when ('until {date}'). */
export function SubscriptionBadge({ badge, endDate }: { readonly badge: Badge; readonly endDate: string | null }) {
  const { t } = useTranslation('subscription');
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <span
        css={(theme) => ({
          display: 'inline-block',
          padding: `${theme.space(0.5)} ${theme.space(2)}`,
          border: '1px solid currentColor',
          borderRadius: theme.radius,
          fontSize: '0.875rem',
          fontWeight: 700,
          whiteSpace: 'nowrap',
          color: toneOf(theme, badge),
        })}
      >
        {t(`badge.${badge}`)}
      </span>
      {badge === 'trial' && endDate ? (
        <span css={{ fontSize: '0.875rem' }}>{t('badge.trialUntil', { date: formatJstDate(endDate, 'date') })}</span>
      ) : null}
    </span>
  );
}
