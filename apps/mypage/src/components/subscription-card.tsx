import type { SubscriptionCard as Card } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { subscriptionPaths } from '../paths';
import { SubscriptionBadge } from './subscription-badge';
import { renewalKey } from './subscription-renewal';

/** Settlement and end days are JST calendar days: shown as they are (YYYY/MM/DD). */
export const dayText = (day: string): string => formatJstDate(`${day}T00:00:00+09:00`, 'date');

/** One contract of /mypage/plans: its name (the way to its detail), badge, renewal and the day that matters. */
export function SubscriptionCard({ card }: { readonly card: Card }) {
  const { t } = useTranslation('subscription');
  const renewal = renewalKey(card.renewSpanUnit, card.renewSpan);
  const showsEnd = card.badge === 'cancelScheduled' || card.badge === 'cancelled' || card.planType === 'rental';
  return (
    <li
      css={(theme) => ({
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: theme.space(3),
        display: 'grid',
        gap: theme.space(1),
      })}
    >
      <Link to={subscriptionPaths.detail(card.subscriptionId)} css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {card.planName}
      </Link>
      <SubscriptionBadge badge={card.badge} endDate={card.endDate} />
      {renewal ? <span>{t(renewal.key, { n: renewal.n })}</span> : null}
      {card.nextSettlementDay && !showsEnd ? (
        <span>{t('card.nextSettlementDay', { date: dayText(card.nextSettlementDay) })}</span>
      ) : null}
      {card.endDate && showsEnd ? <span>{t('card.endDate', { date: dayText(card.endDate) })}</span> : null}
      {card.isRenewing ? <strong>{t('card.renewing')}</strong> : null}
      {card.isCardExpired ? <strong>{t('card.cardExpired')}</strong> : null}
    </li>
  );
}
