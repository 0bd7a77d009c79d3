import { linkPaymentMethodTypes, PAYPAL_PAYMENT_METHOD, type PaymentMethodScreenData } from '@vs/contract';
import { Button, RadioGroup } from '@vs/ui';
import { actionsCss, formCss, noteCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import {
  CardFields,
  initialCardValues,
  refuseCardToken,
  tokenizeCard,
  type CardFieldValues,
} from '@vs/ui/payment-card';
import { CARD_PAYMENT_METHOD, paymentMethodAddSchema } from '@vs/validation';
import type { ChangeEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { postToProvider, registerCard, startLink, startPaypal } from '../../api/payment-method-api';
import { paymentPaths } from '../../paths';
import { paymentFailures } from './payment-failures';

interface AddValues extends CardFieldValues {
  readonly paymentMethodType: string;
}

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
  const page = useFormPage<AddValues>({
    initialValues: { paymentMethodType: '', ...initialCardValues },
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
      follow((await registerCard(await tokenizeCard(provider, values))) ?? paymentPaths.complete);
    },
    refuse: refuseCardToken,
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
        <CardFields formik={formik} errorOf={page.errorOf} onChange={onChange} />
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
