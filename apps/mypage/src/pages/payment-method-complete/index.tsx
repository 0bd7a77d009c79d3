import { useScreenData } from '@vs/mf';
import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paymentPaths } from '../../paths';

/**
 * /mypage/payment-method/complete and …/delete/complete: what was done, and the way back to the
 * payment methods (a document load, since that page has the provider in its CSP). A method added on
 * the way from a plan's page leads back to that page first (the server names it).
 */
export default function PaymentMethodCompletePage() {
  const { t } = useTranslation('payment');
  const deleted = useLocation().pathname === paymentPaths.deleteComplete;
  const data = useScreenData(deleted ? '/mypage/payment-method/delete/complete' : '/mypage/payment-method/complete');
  const returnTo = 'returnTo' in data ? data.returnTo : null;
  const done = deleted ? 'deleted' : 'added';
  return (
    <FormPage title={t(`complete.${done}.title`)}>
      <p css={leadCss}>{t(`complete.${done}.lead`)}</p>
      <div css={actionsCss}>
        {returnTo ? <ButtonLink to={returnTo}>{t('complete.backToPlan')}</ButtonLink> : null}
        <ButtonLink to={paymentPaths.list} variant={returnTo ? 'secondary' : 'primary'}>
          {t('complete.back')}
        </ButtonLink>
      </div>
    </FormPage>
  );
}
