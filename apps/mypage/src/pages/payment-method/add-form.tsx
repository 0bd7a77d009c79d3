import { linkPaymentMethodTypes, PAYPAL_PAYMENT_METHOD, type PaymentMethodScreenData } from '@vs/contract';
import { Button, RadioGroup } from '@vs/ui';
import { actionsCss, formCss, noteCss, PageAlert, useFollow, useSubmitPage } from '@vs/ui/form';
import { CARD_PAYMENT_METHOD, messages } from '@vs/validation';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postToProvider, startLink, startPaypal } from '../../api/payment-method-api';
import { paymentPaths } from '../../paths';
import { paymentFailures } from './payment-failures';

/** The card form (formik, the card rules, the provider's scripts) loads only once the card type is chosen. */
const CardAddForm = lazy(() => import('./card-add-form'));

/**
 * Add a payment method (spec 000 §4 "Payment method selection"): choosing a type reveals its form;
 * the add button stays disabled until one is chosen. The choice and the carrier, PayPay and PayPal
 * methods (one button, no fields) need no form library: only the card's form does, in its own chunk.
 */
export function AddPaymentMethod({ data }: { readonly data: PaymentMethodScreenData }) {
  const { t } = useTranslation('payment');
  const follow = useFollow();
  const [type, setType] = useState('');
  const [typeError, setTypeError] = useState<string | undefined>();
  const page = useSubmitPage({
    namespace: 'payment',
    failures: paymentFailures,
    extraValid: () => {
      if (!type) setTypeError(page.message(messages.payment.methodRequired));
      return Boolean(type);
    },
    submit: async () => {
      if (type === PAYPAL_PAYMENT_METHOD) {
        follow((await startPaypal()) ?? paymentPaths.list);
        return;
      }
      const link = linkPaymentMethodTypes.find((linkType) => linkType === type);
      if (!link) return;
      postToProvider(await startLink(link));
      // The browser is leaving for the provider: keep the button busy until it does.
      await new Promise<never>(() => undefined);
    },
  });
  const provider = data.provider;

  if (!provider || data.addableTypes.length === 0) return <p css={noteCss}>{t('add.noTypes')}</p>;

  return (
    <div css={formCss}>
      {/* Outside the forms below, so the chosen radio keeps its focus while the card form loads. */}
      <RadioGroup
        name="paymentMethodType"
        legend={t('add.typeLegend')}
        required
        options={data.addableTypes.map((option) => ({ value: option, label: t(`types.${option}`) }))}
        value={type}
        onChange={(value) => {
          setType(value);
          setTypeError(undefined);
        }}
        error={typeError}
      />
      {type === CARD_PAYMENT_METHOD ? (
        <Suspense fallback={<p role="status">{t('add.providerLoading')}</p>}>
          <CardAddForm provider={provider} />
        </Suspense>
      ) : (
        <form {...page.formProps} css={formCss} aria-labelledby="payment-method-add-heading">
          {type ? <p css={noteCss}>{t('add.linkNote', { name: t(`types.${type}`) })}</p> : null}
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={page.submitting} disabled={!type}>
              {t('add.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
