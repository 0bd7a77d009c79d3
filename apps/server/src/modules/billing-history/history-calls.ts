import type { endpoints, Invoice, PaymentHistoryPage } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { requireMember } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { findInvoiceableCharge } from './history.repository';
import { paymentHistoryPage } from './history-pages';
import { invoiceOf } from './invoice-of';
import { findStoreIssuer, insertInvoiceIssue } from './invoice.repository';
import { isRegistrationNumber } from './registration-number';

/** GET /zapi/account/payment-history/{page} */
export async function historyPageCall(
  app: FastifyInstance,
  { request, params }: EndpointCall<typeof endpoints.paymentHistory>,
): Promise<PaymentHistoryPage> {
  const member = await requireMember(app, request);
  return paymentHistoryPage(app, requireStore(request).id, member.id, params.page);
}

/**
 * POST /zapi/account/invoice/{earningsId}: a new issue to the addressee, the earlier ones kept as they
 * were. A store without a valid issuer registration issues no qualified invoice at all (404, logged):
 * an invoice with a wrong number would not be one.
 */
export async function issueInvoiceCall(
  app: FastifyInstance,
  { request, params, body }: EndpointCall<typeof endpoints.invoiceIssue>,
): Promise<Invoice> {
  const member = await requireMember(app, request);
  const { addressee, honorific } = await body();
  const store = requireStore(request);
  const charge = await findInvoiceableCharge(app.db, store.id, member.id, params.earningsId);
  if (!charge) throw notFound();
  const issuer = await findStoreIssuer(app.db, store.id);
  if (!issuer || !isRegistrationNumber(issuer.registrationNumber)) {
    request.log.error({ storeId: store.id }, 'invoice refused: the store has no valid invoice registration number');
    throw notFound();
  }
  const issue = await insertInvoiceIssue(app.db, {
    chargeAttemptId: charge.id,
    addressee,
    honorific: (honorific ?? '') as Invoice['honorific'],
    issuerName: issuer.issuerName,
    registrationNumber: issuer.registrationNumber,
    contactEmail: member.email,
    issuedAt: app.now(),
  });
  return invoiceOf(charge, issue);
}
