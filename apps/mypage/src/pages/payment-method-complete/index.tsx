import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paymentPaths } from '../../paths';

/**
 * /mypage/payment-method/complete and …/delete/complete: what was done, and the way back to the
 * payment methods (a document load, since that page has the provider in its CSP).
 */
export default function PaymentMethodCompletePage() {
  const { t } = useTranslation('payment');
  const done = useLocation().pathname === paymentPaths.deleteComplete ? 'deleted' : 'added';
  return (
    <FormPage title={t(`complete.${done}.title`)}>
      <p css={leadCss}>{t(`complete.${done}.lead`)}</p>
      <div css={actionsCss}>
        <ButtonLink to={paymentPaths.list}>{t('complete.back')}</ButtonLink>
      </div>
    </FormPage>
  );
}
