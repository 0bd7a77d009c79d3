import { call, throwNotFound } from '@vs/api-client';
import { endpoints, type BodyOf, type Invoice } from '@vs/contract';

/** Issues the charge's qualified invoice to the addressee (a re-issue after the first) and answers it. */
export async function issueInvoice(
  earningsId: string,
  body: BodyOf<typeof endpoints.invoiceIssue>,
  signal?: AbortSignal,
): Promise<Invoice> {
  const result = await call(endpoints.invoiceIssue, body, { params: { earningsId }, signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  if (result.kind !== 'ok') throw new Error('the invoice call answered no invoice');
  return result.data;
}
