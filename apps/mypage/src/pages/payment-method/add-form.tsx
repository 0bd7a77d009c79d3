import { linkPaymentMethodTypes, PAYPAL_PAYMENT_METHOD, type PaymentMethodScreenData } from '@vs/contract';
import { Button, RadioGroup } from '@vs/ui';
import { actionsCss, formCss, noteCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { CARD_PAYMENT_METHOD, cardTokenError, paymentMethodAddSchema, type CardTokenField } from '@vs/validation';
import type { ChangeEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { postToProvider, registerCard, startLink, startPaypal } from '../../api/payment-method-api';
import { paymentPaths } from '../../paths';
import { CardFields, type CardValues } from './card-fields';
import { makeTokens } from './provider-scripts';
import { paymentFailures } from './payment-failures';

/** The provider refused to make a token: its 5-character code, or none (script not loaded, network). */
class TokenRefused extends Error {
  constructor(readonly errorCode: string | null) {
    super(`card token refused: ${errorCode ?? 'no code'}`);
  }
}

const fieldOf: Record<CardTokenField, keyof CardValues> = {
  cardNumber: 'cardNumber',
  expiry: 'expiryYear',
  securityCode: 'securityCode',
};

/**
 * Add a payment method (spec 000 §4 "Payment method selection"): choosing a type reveals its form;
 * the add button stays disabled until one is chosen. The card goes to the provider's script, and
 * only its tokens to our server (spec 001 §7).
 */
export function AddPaymentMethod({ data }: { readonly data: PaymentMethodScreenData }) {
  const { t } = useTranslation('payment');
  const follow = useFollow();
  const schema = useMemo(() => paymentMethodAddSchema(), []);
  const provider = data.provider;
  const page = useFormPage<CardValues>({
    initialValues: { paymentMethodType: '', cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' },
    validationSchema: schema,
    namespace: 'payment',
    failures: paymentFailures,
    submit: async (values) => {
      if (values.paymentMethodType === PAYPAL_PAYMENT_METHOD) {
        follow((await startPaypal()) ?? paymentPaths.list);
        return;
      }
      const link = linkPaymentMethodTypes.find((type) => type === values.paymentMethodType);
      if (link) {
        postToProvider(await startLink(link));
        // The browser is leaving for the provider: keep the button busy until it does.
        await new Promise<never>(() => undefined);
      }
      if (!provider) throw new TokenRefused(null);
      const made = await makeTokens(provider, {
        ccNumber: values.cardNumber.replace(/ /g, ''),
        ccExpiration: `${values.expiryYear}${values.expiryMonth}`,
        securityCode: values.securityCode,
      });
      if (!made.ok) throw new TokenRefused(made.errorCode);
      follow((await registerCard(made.tokens)) ?? paymentPaths.complete);
    },
    refuse: (error) => {
      if (!(error instanceof TokenRefused)) return undefined;
      const refusal = cardTokenError(error.errorCode);
      return refusal.field ? { fields: { [fieldOf[refusal.field]]: refusal.key } } : { failure: refusal.key };
    },
  });
  const { formik } = page;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => page.handleChange(event);

  if (!provider || data.addableTypes.length === 0) return <p css={noteCss}>{t('add.noTypes')}</p>;

  return (
    <form {...page.formProps} css={formCss} aria-labelledby="payment-method-add-heading">
      <RadioGroup
        name="paymentMethodType"
        legend={t('add.typeLegend')}
        required
        options={data.addableTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={formik.values.paymentMethodType}
        onChange={(value) => void formik.setFieldValue('paymentMethodType', value)}
        error={page.errorOf('paymentMethodType')}
      />
      {formik.values.paymentMethodType === CARD_PAYMENT_METHOD ? (
        <>
          <CardFields formik={formik} errorOf={page.errorOf} onChange={onChange} />
          <p css={noteCss}>{t('add.secureNote')}</p>
        </>
      ) : formik.values.paymentMethodType ? (
        <p css={noteCss}>{t('add.linkNote', { name: t(`types.${formik.values.paymentMethodType}`) })}</p>
      ) : null}
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting} disabled={!formik.values.paymentMethodType}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
