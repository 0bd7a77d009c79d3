import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Language } from '../../http/language';
import { isUnderContract } from '../plans/contracted-plans';
import { withdrawalBlockedMessage } from './withdrawal-messages';

/** 409 WITHDRAWAL_BLOCKED while the member has a contract (spec 001 §6). */
export async function refuseUnderContract(db: Db, accountId: string, language: Language): Promise<void> {
  if (await isUnderContract(db, accountId))
    throw new AppError(409, 'WITHDRAWAL_BLOCKED', withdrawalBlockedMessage[language]);
}
