import { endpoints } from '@vs/contract';
import { messages } from '@vs/validation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { route } from '../../http/endpoint-route';
import { enforce, type RateLimitRule } from '../rate-limit/rate-limit';
import { requireStore } from '../store/store.plugin';
import { userIdTakenMessage } from './account-messages';
import { userIdTaken } from './accounts.repository';
import { clientAddressKey } from '../rate-limit/client-address';

/** Checked on every blur of the field: generous for a person, useless for walking the ID space. */
export const USER_ID_VERIFY_LIMIT: RateLimitRule = { name: 'user-id-verify:ip', max: 60, windowMs: 10 * 60 * 1000 };

/** POST /zapi/account/user-id/verify: 204 free, 409 taken, 400 invalid, 429 too many (spec 001 §5 "User ID"). */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.userIdVerify, async ({ request, reply, body }) => {
      const store = requireStore(request);
      const { userId } = await body();
      await enforce(app.db, USER_ID_VERIFY_LIMIT, `${store.id}:${clientAddressKey(request.ip)}`, app.now());
      if (await userIdTaken(app.db, store.id, userId)) {
        throw new AppError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID', userIdTakenMessage[languageOf(request)], {
          userId: messages.userId.alreadyInUse,
        });
      }
      return reply.code(204).send();
    });
  },
  { name: 'account', dependencies: ['database', 'store', 'session', 'clock'] },
);
