import type { PaymentProviderSettings } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, formCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
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
import { registerCard } from '../../api/payment-method-api';
import { paymentPaths } from '../../paths';
import { paymentFailures } from './payment-failures';

interface CardAddValues extends CardFieldValues {
  readonly paymentMethodType: typeof CARD_PAYMENT_METHOD;
}

/**
 * The card part of the add form, a chunk of its own (loaded once the card type is chosen): formik,
 * yup's card rules and the provider's script loader stay off the page's first visit (its JS budget).
 * The card goes to the provider's script, and only its tokens to our server (spec 001 §7).
 */
export default function CardAddForm({ provider }: { readonly provider: PaymentProviderSettings }) {
  const { t } = useTranslation('payment');
  const follow = useFollow();
  const schema = useMemo(() => paymentMethodAddSchema(), []);
  const page = useFormPage<CardAddValues>({
    initialValues: { paymentMethodType: CARD_PAYMENT_METHOD, ...initialCardValues },
    validationSchema: schema,
    namespace: 'payment',
    failures: paymentFailures,
    submit: async (values) => {
      follow((await registerCard(await tokenizeCard(provider, values))) ?? paymentPaths.complete);
    },
    refuse: refuseCardToken,
  });
  const { formik } = page;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => page.handleChange(event);

  return (
    <form {...page.formProps} css={formCss} aria-labelledby="payment-method-add-heading">
      <CardFields formik={formik} errorOf={page.errorOf} onChange={onChange} />
      <PageAlert>{page.failure}</PageAlert>
      <div css={actionsCss}>
        <Button type="submit" loading={formik.isSubmitting}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
