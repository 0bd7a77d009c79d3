import type { FastifyInstance } from 'fastify';
import { userIdentifierListOf } from '../store/account-settings';

/** A provider's name as the store shows it (its login button's), for the member's notices; its type if gone. */
export async function providerNameOf(app: FastifyInstance, storeId: string, type: string): Promise<string> {
  const offered = await userIdentifierListOf(app, storeId);
  return offered.find((one) => one.userIdentifierType === type)?.userIdentifierName ?? type;
}
