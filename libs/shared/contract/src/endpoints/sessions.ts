/** The member's sessions on My Page (ASVS 7.5.2): end one other session, or every other one. */
import { sessionHandleSchema } from '@vs/validation';
import { object } from 'yup';
import { endpoint } from '../endpoint';

/** One of the member's other sessions in this store, named by its handle (204); any other handle is not found. */
export const endSession = /* @__PURE__ */ endpoint<undefined>()({
  method: 'DELETE',
  path: '/zapi/account/session',
  body: () => object({ sessionHandle: sessionHandleSchema() }),
  errors: ['NOT_FOUND', 'STEP_UP_REQUIRED'],
});

/** Every session of the member in this store but this browser's (204). */
export const endOtherSessions = /* @__PURE__ */ endpoint<undefined>()({
  method: 'DELETE',
  path: '/zapi/account/session/others',
  errors: ['STEP_UP_REQUIRED'],
});
