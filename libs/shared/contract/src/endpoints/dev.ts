/** Development and journeys only: the mailbox, the SMS outbox and member fixtures (absent in production). */
import { emailSchema } from '@vs/validation';
import { boolean, number, object, string } from 'yup';
import type { DevBillingRunAnswer, DevClockAnswer } from '../billing';
import type { DevMailbox, DevSmsOutbox } from '../dev-mailbox';
import { endpoint } from '../endpoint';

/** The mailbox as a page (HTML). */
export const devMailbox = /* @__PURE__ */ endpoint<string>()({ method: 'GET', path: '/dev/mailbox', errors: [] });
/** The same list as JSON; `?to=` filters by recipient. */
export const devMailboxJson = /* @__PURE__ */ endpoint<DevMailbox>()({
  method: 'GET',
  path: '/dev/mailbox.json',
  errors: [],
});
/** The SMS outbox as JSON; `?to=` filters. */
export const devSmsJson = /* @__PURE__ */ endpoint<DevSmsOutbox>()({
  method: 'GET',
  path: '/dev/sms.json',
  errors: [],
});

/**
 * DEV_FIXTURES=1: a member in states no page can make yet (external identity without password,
 * unverified address, a contract).
 */
export const devFixtureMember = /* @__PURE__ */ endpoint<{ readonly authId: string }>()({
  method: 'POST',
  path: '/dev/fixtures/member',
  body: () =>
    object({
      email: emailSchema(),
      /** null or absent: a member who signed up through an external identity and set no password. */
      password: string().nullable().optional(),
      emailVerified: boolean().default(true),
      subscriptionPlanId: string().optional(),
      subscriptionStatus: string().default('ONGOING_CONTRACT'),
      logIn: boolean().default(false),
      /** The member agreed to the revision before each current one, as if the store had since published new terms. */
      outdatedConsent: boolean().default(false),
      /** With logIn: how long ago the login happened (to reach the step-up check without waiting). */
      loginAgeMinutes: number()
        .integer()
        .min(0)
        .max(24 * 60)
        .default(0),
    }),
  errors: [],
});

/**
 * DEV_FIXTURES=1: the floor of `npm run bench:screen-data`, the session and the member's account
 * read and nothing else (401 for a guest).
 */
export const devFixtureFloor = /* @__PURE__ */ endpoint<{ readonly email: string }>()({
  method: 'GET',
  path: '/dev/fixtures/floor',
  errors: [],
});

/** DEV_FIXTURES=1: moves the server's clock (journeys, demo); `reset` goes back to the real time. */
export const devClock = /* @__PURE__ */ endpoint<DevClockAnswer>()({
  method: 'POST',
  path: '/dev/clock',
  body: () =>
    object({
      advanceDays: number().integer().min(0).max(3660).optional(),
      reset: boolean().default(false),
    }),
  errors: [],
});

/** DEV_FIXTURES=1: runs the renewal job and the reconciler once, now. */
export const devBillingRun = /* @__PURE__ */ endpoint<DevBillingRunAnswer>()({
  method: 'POST',
  path: '/dev/billing/run',
  errors: [],
});
