import { wording, type Wording } from '@vs/catalogue';
import { endpoints } from '@vs/contract';
import { isPostalCode, messages } from '@vs/validation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/endpoint-route';
import { AppError } from '../../http/app-error';
import { invalidFields } from '../../http/validate';
import { languageOf } from '../../http/language';
import { enforce, type RateLimitRule } from '../rate-limit/rate-limit';
import { requireStore } from '../store/store.plugin';
import { lookUpPostalCode } from './postal-lookup';
import { clientAddressKey } from '../rate-limit/client-address';

/** Spec 001 §8: "the server message appears under the postal code field". */
const notFoundMessage: Wording = wording('profile:errors.postalCodeNotFound');

/** A lookup is cheap, but the table is not for scraping. */
export const POSTAL_LOOKUP_LIMIT: RateLimitRule = { name: 'postal:ip', max: 120, windowMs: 10 * 60 * 1000 };

/** GET /zapi/postal-code/{postalCode}: 7 digits, no hyphen; 404 POSTAL_CODE_NOT_FOUND when no area has it. */
export const postalPlugin = fp(
  async (app: FastifyInstance) => {
    route(app, endpoints.postalCode, async ({ request, reply, params: { postalCode } }) => {
      if (!isPostalCode(postalCode)) {
        throw invalidFields({ postalCode: messages.profile.postalCodeFormat });
      }
      await enforce(
        app.db,
        POSTAL_LOOKUP_LIMIT,
        `${requireStore(request).id}:${clientAddressKey(request.ip)}`,
        app.now(),
      );
      const found = lookUpPostalCode(postalCode);
      if (found.length === 0) throw new AppError(404, 'POSTAL_CODE_NOT_FOUND', notFoundMessage[languageOf(request)]);
      // Japan Post's data changes monthly at most: a day in the browser's cache is harmless.
      reply.header('cache-control', 'private, max-age=86400');
      return found;
    });
  },
  { name: 'postal', dependencies: ['database', 'store', 'clock'] },
);
