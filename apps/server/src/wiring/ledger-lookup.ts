import type { FastifyInstance } from 'fastify';
import type { ChargeLookup } from '../modules/ledger';

/**
 * The ledger's question to the payment provider ("what became of the charge under this key?"), joined
 * here: the ledger imports no payment module. Read lazily, so a provider swapped in tests is the one asked.
 */
export function ledgerLookupOf(app: FastifyInstance): ChargeLookup {
  return async (providerKey) => {
    const provider = app.paymentProvider;
    if (!provider) return { kind: 'unavailable' };
    const status = await provider.chargeStatus(providerKey);
    switch (status.kind) {
      case 'succeeded':
        return { kind: 'charged', chargeId: status.chargeId };
      case 'declined':
      case 'processing':
      case 'notFound':
      case 'unavailable':
        return status;
    }
  };
}
