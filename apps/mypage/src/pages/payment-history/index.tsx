import { useScreenData } from '@vs/mf';
import { FormPage, leadCss, noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { PaymentHistoryCards } from '../../components/payment-history-cards';
import { usePaymentHistoryRows } from '../../components/payment-history-rows';
import { PaymentHistoryTable } from '../../components/payment-history-table';
import { useIsWide } from '../../hooks/use-media-query';
import { paymentHistoryPagePath } from '../../paths';

/**
 * /mypage/payment-history?page=N: the last year's charges, newest first, in numbered pages; a paid
 * row opens its invoice in a new tab (spec 000 §2). A page past the last is the server's 404.
 */
export default function PaymentHistoryPage() {
  const data = useScreenData('/mypage/payment-history');
  const { t } = useTranslation('billing');
  const wide = useIsWide();
  const rows = usePaymentHistoryRows(data.items);

  return (
    <FormPage title={t('history.title')}>
      <p css={leadCss}>{t('history.lead')}</p>
      {rows.length === 0 ? (
        <p css={leadCss}>{t('history.empty')}</p>
      ) : (
        <>
          <p css={noteCss}>
            {t('history.count', { total: data.totalCount, current: data.currentPage, last: data.lastPage })}
          </p>
          {wide ? <PaymentHistoryTable rows={rows} /> : <PaymentHistoryCards rows={rows} />}
        </>
      )}
      {data.lastPage > 1 ? (
        <Pagination current={data.currentPage} last={data.lastPage} pathOf={paymentHistoryPagePath} />
      ) : null}
    </FormPage>
  );
}
