import type { Invoice } from '@vs/contract';
import { formatJpy, formatJstDate, useLanguage } from '@vs/i18n';
import { useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, FormPage } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceAddresseeForm } from '../../components/invoice-addressee-form';
import { InvoicePrintStyles } from '../../components/invoice-print-styles';
import { InvoiceSheet } from '../../components/invoice-sheet';

/**
 * /mypage/invoice/{earningsId} (opened in a new tab from the payment history): first the addressee
 * and honorific, then the printable qualified invoice. An issue never changes; asking again writes a
 * re-issue, and coming back shows the latest issue.
 */
export default function InvoicePage() {
  const data = useScreenData('/mypage/invoice/:earningsId');
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const [issued, setIssued] = useState<Invoice | null>(data.latestIssue);
  const [reissuing, setReissuing] = useState(false);
  const showForm = issued === null || reissuing;

  return (
    <FormPage title={t('invoice.title')}>
      <p css={{ margin: 0 }}>
        {[formatJstDate(data.createdAt, 'invoice'), data.planName, formatJpy(data.billingAmount, language)].join(' ')}
      </p>
      {showForm ? (
        <InvoiceAddresseeForm
          earningsId={data.earningsId}
          initial={issued ? { addressee: issued.addressee, honorific: issued.honorific } : null}
          onIssued={(invoice) => {
            setIssued(invoice);
            setReissuing(false);
          }}
        />
      ) : (
        <>
          <InvoicePrintStyles />
          <InvoiceSheet invoice={issued} />
          <div css={actionsCss}>
            <Button type="button" onClick={() => window.print()}>
              {t('invoice.print')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setReissuing(true)}>
              {t('invoice.reissue')}
            </Button>
          </div>
        </>
      )}
    </FormPage>
  );
}
