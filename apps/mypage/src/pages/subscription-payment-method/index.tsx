import type { AccountPaymentMethod } from '@vs/contract';
import { useScreenData } from '@vs/mf';
import { Button, ButtonLink, RadioGroup } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, noteCss, PageAlert, useFollow, useSubmitPage } from '@vs/ui/form';
import { messages } from '@vs/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSubscriptionPaymentMethod } from '../../api/subscription-api';
import { subscriptionFailures } from '../../components/subscription-failures';
import { useSubscriptionMethodLabel } from '../../components/subscription-facts';
import { subscriptionPaths } from '../../paths';

/**
 * /mypage/subscription/{id}/payment-method: the method the renewals charge. One of the member's methods
 * that can pay now (the server says which: an expired card cannot), or a new card added on My Page's
 * payment methods (3-D Secure there), which leads back here to choose it.
 */
export default function SubscriptionPaymentMethodPage() {
  const data = useScreenData('/mypage/subscription/:subscriptionId/payment-method');
  const s = data.subscription;
  const { t } = useTranslation('subscription');
  const follow = useFollow();
  const label = useSubscriptionMethodLabel();
  const current = s.accountPaymentMethod?.accountPaymentMethodId ?? '';
  const usable = data.paymentMethods.filter((m) => data.usableMethodIds.includes(m.accountPaymentMethodId));
  const unusable = data.paymentMethods.filter((m) => !data.usableMethodIds.includes(m.accountPaymentMethodId));
  const [chosen, setChosen] = useState(usable.some((m) => m.accountPaymentMethodId === current) ? current : '');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const page = useSubmitPage({
    namespace: 'subscription',
    failures: subscriptionFailures,
    extraValid: () => {
      if (!chosen) setChoiceError(page.message(messages.payment.methodRequired));
      return Boolean(chosen);
    },
    submit: async () =>
      follow(
        (await changeSubscriptionPaymentMethod(s.subscriptionId, chosen)) ??
          subscriptionPaths.paymentMethodComplete(s.subscriptionId),
      ),
  });
  const optionLabel = (method: AccountPaymentMethod) =>
    method.accountPaymentMethodId === current
      ? t('paymentMethod.currentLabel', { method: label(method) })
      : label(method);

  return (
    <FormPage title={t('paymentMethod.title')}>
      <p css={leadCss}>{t('paymentMethod.lead', { plan: s.planName })}</p>
      {usable.length === 0 ? (
        <p css={noteCss}>{t('paymentMethod.none')}</p>
      ) : (
        <form {...page.formProps} css={formCss}>
          <RadioGroup
            name="paymentMethodId"
            legend={t('paymentMethod.legend')}
            required
            options={usable.map((method) => ({ value: method.accountPaymentMethodId, label: optionLabel(method) }))}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setChoiceError(undefined);
            }}
            error={choiceError}
          />
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={page.submitting}>
              {t('paymentMethod.submit')}
            </Button>
          </div>
        </form>
      )}
      {unusable.length > 0 ? (
        <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
          {unusable.map((method) => (
            <li key={method.accountPaymentMethodId}>
              {t('paymentMethod.expiredLabel', { method: optionLabel(method) })}
            </li>
          ))}
        </ul>
      ) : null}
      {data.provider ? (
        <div css={actionsCss}>
          <ButtonLink to={subscriptionPaths.addMethod(s.subscriptionId)} variant="secondary">
            {t('paymentMethod.add')}
          </ButtonLink>
        </div>
      ) : (
        <p css={noteCss}>{t('paymentMethod.noProvider')}</p>
      )}
      <p css={{ margin: 0 }}>
        <ButtonLink to={subscriptionPaths.detail(s.subscriptionId)} variant="secondary">
          {t('paymentMethod.back')}
        </ButtonLink>
      </p>
    </FormPage>
  );
}
