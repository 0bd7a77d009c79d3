import type { Invoice } from '@vs/contract';
import { formatJpy, formatJstDate, useLanguage } from '@vs/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_ROOT_ATTRIBUTE } from './invoice-print-styles';
import { useChargedMethodName } from './payment-history-rows';

/**
 * A qualified invoice (適格請求書) as issued: issuer and registration number, date (YYYY/M/D, JST),
 * item, amount and tax per rate with the rate, addressee. The only part of the page that prints.
 */
export function InvoiceSheet({ invoice }: { readonly invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const methodName = useChargedMethodName();
  const headingId = useId();
  const yen = (amount: number) => formatJpy(amount, language);
  const addressee = t('invoice.addresseeLine', { addressee: invoice.addressee, honorific: invoice.honorific }).trim();

  return (
    <article
      aria-labelledby={headingId}
      {...{ [PRINT_ROOT_ATTRIBUTE]: '' }}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space(4),
        padding: theme.space(5),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        background: theme.colors.surface,
        color: theme.colors.text,
        '@media print': { border: 0, padding: 0 },
      })}
    >
      <header
        css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}
      >
        <h2 id={headingId} css={{ margin: 0, fontSize: '1.5rem' }}>
          {t('invoice.heading')}
        </h2>
        {invoice.issueNumber > 1 ? (
          <strong data-testid="reissue-mark">{t('invoice.reissued', { issueNumber: invoice.issueNumber })}</strong>
        ) : null}
      </header>
      <p css={(theme) => ({ margin: 0, fontSize: '1.25rem', borderBottom: `1px solid ${theme.colors.text}` })}>
        {addressee}
      </p>
      <dl
        css={(theme) => ({
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${theme.space(1)} ${theme.space(4)}`,
          '& dt': { fontWeight: 700 },
          '& dd': { margin: 0, overflowWrap: 'anywhere' },
        })}
      >
        <dt>{t('invoice.issuer')}</dt>
        <dd>{invoice.issuerName}</dd>
        <dt>{t('invoice.registrationNumber')}</dt>
        <dd>{invoice.invoiceRegistrationNumber}</dd>
        <dt>{t('invoice.invoiceNumber')}</dt>
        <dd>{invoice.invoiceNumber}</dd>
        <dt>{t('invoice.issuedAt')}</dt>
        <dd>{formatJstDate(invoice.issuedAt, 'invoice')}</dd>
        <dt>{t('invoice.transactionDate')}</dt>
        <dd>{formatJstDate(invoice.createdAt, 'invoice')}</dd>
        <dt>{t('invoice.orderInfoId')}</dt>
        <dd>{invoice.orderInfoId}</dd>
        <dt>{t('invoice.paymentMethod')}</dt>
        <dd>{methodName(invoice.accountPaymentMethod)}</dd>
        <dt>{t('invoice.contactEmail')}</dt>
        <dd>{invoice.contactEmail}</dd>
      </dl>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': {
            padding: theme.space(2),
            borderBottom: `1px solid ${theme.colors.border}`,
            textAlign: 'start',
          },
          '& .amount': { textAlign: 'end', whiteSpace: 'nowrap' },
        })}
      >
        <caption css={{ textAlign: 'start', fontWeight: 700 }}>{t('invoice.itemsLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.item')}</th>
            <th scope="col">{t('invoice.rate')}</th>
            <th scope="col" className="amount">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{invoice.planName}</td>
            <td>{`${invoice.taxRate}%`}</td>
            <td className="amount">{yen(invoice.billingAmount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('invoice.total')}
            </th>
            <td className="amount">{yen(invoice.billingAmount)}</td>
          </tr>
          {invoice.taxLines.map((line) => (
            <tr key={line.taxRate}>
              <th scope="row" colSpan={2}>
                {t('invoice.taxLine', { rate: line.taxRate })}
              </th>
              <td className="amount">
                {t('invoice.taxLineAmount', { amount: yen(line.amount), tax: yen(line.taxAmount) })}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={2}>
              {t('invoice.taxTotal')}
            </th>
            <td className="amount">{yen(invoice.taxAmount)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t('invoice.net')}
            </th>
            <td className="amount">{yen(invoice.netBillingAmount)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
