/** Development and journeys only: the mailbox, the SMS outbox and member fixtures (absent in production). */
import { emailSchema } from '@vs/validation';
import { boolean, number, object, string } from 'yup';
import { subscriptionStatuses, type DevBillingRunAnswer, type DevClockAnswer } from '../billing';
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
 * DEV_FIXTURES=1: the logged-in member gets a contract in any state (spec 000 §4), its settlement day
 * `settlementInDays` JST days from the server's today (0: today, so it is renewing), paid with their
 * newest saved method, a made-up expired card, or none; a held one held `holdDaysAgo` days ago.
 */
export const devFixtureSubscription = /* @__PURE__ */ endpoint<{ readonly subscriptionId: string }>()({
  method: 'POST',
  path: '/dev/fixtures/subscription',
  body: () =>
    object({
      planId: string().default('monthly'),
      status: string()
        .oneOf([...subscriptionStatuses])
        .default('ONGOING_CONTRACT'),
      settlementInDays: number().integer().min(-366).max(366).default(30),
      holdDaysAgo: number().integer().min(0).max(366).default(1),
      paymentMethod: string().oneOf(['latest', 'expiredCard', 'none']).default('latest'),
      /** Its period's charge is running (a pending attempt): the renewal job leaves it renewing for minutes. */
      chargeRunning: boolean().default(false),
      /** A campaign code of the store whose campaign the contract runs under (from today). */
      campaignCode: string().optional(),
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

/**
 * DEV_FIXTURES=1: the logged-in member gets the demo member's billing (a monthly subscription charged
 * for `months` months, a yearly plan in its free trial), as settled rows of the ledger.
 */
export const devFixtureHistory = /* @__PURE__ */ endpoint<{ readonly charges: number }>()({
  method: 'POST',
  path: '/dev/fixtures/history',
  body: () => object({ months: number().integer().min(1).max(36).default(14) }),
  errors: [],
});

/** DEV_FIXTURES=1 or the demo: moves the server's clock (journeys, demo); `reset` goes back to the real time. */
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

/** DEV_FIXTURES=1 or the demo: runs the reconciler and the renewal job once, now. */
export const devBillingRun = /* @__PURE__ */ endpoint<DevBillingRunAnswer>()({
  method: 'POST',
  path: '/dev/billing/run',
  errors: [],
});
