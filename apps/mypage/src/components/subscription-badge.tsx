import type { SubscriptionBadge as BadgeName } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

/** Each status group's tone, wherever a contract's status shows (the top's plans, the list, the detail). */
export const subscriptionBadgeTone: Readonly<Record<BadgeName, BadgeTone>> = {
  contracted: 'success',
  trial: 'accent',
  cancelScheduled: 'muted',
  onHold: 'danger',
  cancelled: 'muted',
};

/** Spec 000 §4 badges: the contract's status group in words; a trial says until when ('until {date}'). */
export function SubscriptionBadge({ badge, endDate }: { readonly badge: BadgeName; readonly endDate: string | null }) {
  const { t } = useTranslation('subscription');
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <Badge tone={subscriptionBadgeTone[badge]}>{t(`badge.${badge}`)}</Badge>
      {badge === 'trial' && endDate ? (
        <span css={{ fontSize: '0.875rem' }}>{t('badge.trialUntil', { date: formatJstDate(endDate, 'date') })}</span>
      ) : null}
    </span>
  );
}
