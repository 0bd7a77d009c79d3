import type { PlanCompleteScreenData } from '@vs/contract';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlanCompleteProps {
  readonly data: PlanCompleteScreenData;
  /** Where the member goes on from here (My Page and the plans, or the rest of sign-up). */
  readonly actions: ReactNode;
  readonly before?: ReactNode;
}

/** The purchase's last step: the plan's completed message (spec 000 §3 orderCompletedMessage). */
export function PlanComplete({ data: { plan, orderCompletedMessage }, actions, before }: PlanCompleteProps) {
  const { t } = useTranslation('plans');
  return (
    <FormPage title={t('complete.title')} before={before}>
      <p css={leadCss}>{t('complete.lead', { planName: plan.planName })}</p>
      {orderCompletedMessage === null ? null : (
        // Plain text from the store: line breaks kept, never markup.
        <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{orderCompletedMessage}</p>
      )}
      <div css={actionsCss}>{actions}</div>
    </FormPage>
  );
}
