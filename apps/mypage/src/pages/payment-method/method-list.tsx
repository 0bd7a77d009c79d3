import type { AccountPaymentMethod } from '@vs/contract';
import { Button } from '@vs/ui';
import { isCardExpired, isSavedCardExpiryNear, messages, withValues } from '@vs/validation';
import { useMessage } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';

const expiryText = (expireDate: string) => `${expireDate.slice(0, 4)}/${expireDate.slice(4, 6)}`;

/** How a method is named on the page and in the dialog: 'Visa（下4桁 1111）', or its type. */
export function useMethodLabel(): (method: AccountPaymentMethod) => string {
  const { t } = useTranslation('payment');
  return (method) =>
    method.credit
      ? t('list.card', { brand: t(`brands.${method.credit.cardbrandCode}`), last4: method.credit.cardNumberSuffix })
      : t(`types.${method.paymentMethodType}`);
}

export interface MethodListProps {
  readonly methods: readonly AccountPaymentMethod[];
  readonly busy: boolean;
  readonly onDelete: (method: AccountPaymentMethod) => void;
}

/** The saved methods: brand, last four digits, expiry (with its warnings) and the contracts using each. */
export function MethodList({ methods, busy, onDelete }: MethodListProps) {
  const { t } = useTranslation('payment');
  const message = useMessage('payment');
  const label = useMethodLabel();
  if (methods.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <ul
      aria-labelledby="payment-method-list-heading"
      css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
    >
      {methods.map((method) => {
        const name = label(method);
        const credit = method.credit;
        const uses = method.usedBy.map((use) =>
          use.pendingCancellation ? t('list.pendingCancellation', { plan: use.planName }) : use.planName,
        );
        return (
          <li
            key={method.accountPaymentMethodId}
            css={(theme) => ({
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radius,
              padding: theme.space(3),
              display: 'grid',
              gap: theme.space(1),
            })}
          >
            <span css={{ fontWeight: 700 }}>{name}</span>
            {credit ? <span>{t('list.expiry', { date: expiryText(credit.expireDate) })}</span> : null}
            {credit && isCardExpired(credit.expireDate) ? <strong>{t('list.expired')}</strong> : null}
            {credit && isSavedCardExpiryNear(credit.expireDate) ? (
              <strong>{message(withValues(messages.card.expiryNear, { date: expiryText(credit.expireDate) }))}</strong>
            ) : null}
            <span>{uses.length > 0 ? t('list.usedBy', { plans: uses.join('、') }) : t('list.notUsed')}</span>
            <div>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={t('list.deleteLabel', { method: name })}
                onClick={() => onDelete(method)}
              >
                {t('list.delete')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
