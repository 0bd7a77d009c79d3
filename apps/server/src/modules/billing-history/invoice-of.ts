import { jstDay } from '../../plugins/jst-calendar';
import type { Invoice } from '@vs/contract';
import { taxByRate } from '../purchase/tax';
import { historyItemOf } from './history-item-of';
import type { ChargedRow } from './history.repository';
import type { InvoiceRow } from './invoice.repository';

/**
 * The invoice number printed on the page: the charge's JST day, the start of its id and the issue
 * number ('20261203-1A2B3C4D-02'), so a re-issue never repeats an earlier issue's number.
 */
export function invoiceNumberOf(charge: ChargedRow, issueNumber: number): string {
  const day = jstDay(charge.createdAt).replaceAll('-', '');
  return `${day}-${charge.id.slice(0, 8).toUpperCase()}-${String(issueNumber).padStart(2, '0')}`;
}

/**
 * A qualified invoice (適格請求書) from what never changes: the charged ledger row and the issue row.
 * The tax is computed once per rate over the invoice's lines (one line per charge today).
 */
export function invoiceOf(charge: ChargedRow, issue: InvoiceRow): Invoice {
  const taxLines = taxByRate([{ amount: charge.amountJpy, rate: charge.taxRate }]).map((line) => ({
    taxRate: line.rate,
    amount: line.amount,
    taxAmount: line.tax,
  }));
  const taxAmount = taxLines.reduce((sum, line) => sum + line.taxAmount, 0);
  return {
    ...historyItemOf(charge),
    taxAmount,
    netBillingAmount: charge.amountJpy - taxAmount,
    orderInfoId: charge.subscriptionId ?? charge.id,
    invoiceNumber: invoiceNumberOf(charge, issue.issueNumber),
    issueNumber: issue.issueNumber,
    issuedAt: issue.issuedAt.toISOString(),
    issuerName: issue.issuerName,
    invoiceRegistrationNumber: issue.registrationNumber,
    contactEmail: issue.contactEmail,
    addressee: issue.addressee,
    honorific: issue.honorific,
    taxLines,
  };
}
