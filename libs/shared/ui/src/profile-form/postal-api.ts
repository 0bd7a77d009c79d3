import { endpoints, type PostalAddress } from '@vs/contract';
import { call, throwNotFound } from '@vs/api-client';

/**
 * GET /zapi/postal-code/{code}: every address of a postal code (empty when none); a failure
 * carries the server's message.
 */
export async function lookUpPostalCode(postalCode: string, signal?: AbortSignal): Promise<readonly PostalAddress[]> {
  const result = await call(endpoints.postalCode, undefined, { params: { postalCode }, signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  if (result.kind === 'redirect') return [];
  return result.data;
}
