import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { fromAddressOf } from '../mail/mail.port';
import { accountNoticeMail, type AccountNotice } from '../mail/templates/account-notice';
import type { StoreRecord } from '../store/store.repository';

/** Tells the member of a change to how they log in, at `to`; a mail failure is logged, never shown (the change is made). */
export async function mailAccountNotice(
  app: FastifyInstance,
  request: FastifyRequest,
  store: StoreRecord,
  member: Pick<AccountRow, 'authId'>,
  to: string,
  notice: AccountNotice,
  language: Language,
): Promise<void> {
  try {
    await app.mail.send({ storeId: store.id, from: fromAddressOf(store), to, ...accountNoticeMail(language, store.serviceName, notice) });
  } catch (error) {
    request.log.error({ authId: member.authId, notice: notice.kind, errName: (error as Error).name }, 'account notice not sent');
  }
}
