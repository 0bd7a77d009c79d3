import type { Plan } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { useTranslation } from 'react-i18next';

/** The sales window in Japan time (spec 000 §9), when the plan has one. */
export function SalesPeriod({ plan }: { readonly plan: Plan }) {
  const { t } = useTranslation('plans');
  // 'passwordUpdated' is the spec's YYYY/MM/DD HH:mm pattern; a sales window needs the minute.
  const start = plan.salesStartDate === null ? '' : formatJstDate(plan.salesStartDate, 'passwordUpdated');
  const end = plan.salesEndDate === null ? '' : formatJstDate(plan.salesEndDate, 'passwordUpdated');
  if (start === '' && end === '') return null;
  const text =
    start !== '' && end !== ''
      ? t('salesPeriod.range', { start, end })
      : start !== ''
        ? t('salesPeriod.from', { start })
        : t('salesPeriod.until', { end });
  return <p css={{ margin: 0 }}>{text}</p>;
}
