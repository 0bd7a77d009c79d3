import type { InvoiceScreenData, PaymentHistoryPage } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error';
import { forMembers } from '../member/require-member';
import { historyItemOf } from './history-item-of';
import { chargesPage, countCharges, findInvoiceableCharge } from './history.repository';
import { historyPageSlice, historyWindowStart, PAYMENT_HISTORY_PER_PAGE } from './history-window';
import { invoiceOf } from './invoice-of';
import { latestInvoice } from './invoice.repository';

/**
 * Page `raw` of the member's charges of the last year (JST), newest first; a page that does not exist
 * is NOT_FOUND, so a stale or edited link shows the error page rather than another page's rows.
 */
export async function paymentHistoryPage(
  app: FastifyInstance,
  storeId: string,
  accountId: string,
  raw: string | null,
): Promise<PaymentHistoryPage> {
  const since = historyWindowStart(app.now());
  const totalCount = await countCharges(app.db, storeId, accountId, since);
  const slice = historyPageSlice(raw, totalCount, PAYMENT_HISTORY_PER_PAGE);
  if (!slice) throw notFound();
  const rows = await chargesPage(app.db, storeId, accountId, since, slice.offset, PAYMENT_HISTORY_PER_PAGE);
  return {
    currentPage: slice.currentPage,
    lastPage: slice.lastPage,
    perPage: PAYMENT_HISTORY_PER_PAGE,
    totalCount,
    items: rows.map(historyItemOf),
  };
}

/** /mypage/payment-history?page=N and /mypage/invoice/{earningsId} (spec 000 §2). */
export function registerHistoryPages(app: FastifyInstance): void {
  app.screenData.register(
    '/mypage/payment-history',
    forMembers(app, async (screen, member) =>
      paymentHistoryPage(app, screen.store.id, member.id, screen.query.get('page')),
    ),
  );
  app.screenData.register(
    '/mypage/invoice/:earningsId',
    forMembers(app, async (screen, member): Promise<InvoiceScreenData> => {
      const charge = await findInvoiceableCharge(app.db, screen.store.id, member.id, screen.params['earningsId'] ?? '');
      if (!charge) throw notFound();
      const issue = await latestInvoice(app.db, charge.id);
      return {
        earningsId: charge.id,
        planName: charge.planName,
        createdAt: charge.createdAt.toISOString(),
        billingAmount: charge.amountJpy,
        latestIssue: issue ? invoiceOf(charge, issue) : null,
      };
    }),
  );
}
