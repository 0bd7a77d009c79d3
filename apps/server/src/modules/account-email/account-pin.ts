import { randomBytes } from 'node:crypto';
import type { AccountPinPurpose, AccountPinScreenData } from '@vs/contract';
import { PIN_RESEND_COUNTDOWN_SECONDS } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import { AppError, flowError } from '../../http/app-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { languageOf } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { fromAddressOf } from '../mail/mail.port';
import { accountPinMail } from '../mail/templates/account-pin';
import { checkOneTimeCode, issueOneTimeCode } from '../mfa/one-time-codes';
import { enforce, type RateLimitRule } from '../rate-limit/rate-limit';
import { signupMessages } from '../signup/signup-messages';
import { requireStore } from '../store/store.plugin';
import { clientAddressKey } from '../rate-limit/client-address';

/** One purpose's PIN as this session sent it. */
export interface AccountPinSent {
  /** The member it was sent for: a later login of someone else in this browser does not inherit it. */
  readonly accountId: string;
  /** The codes of the purpose are bound to it; it changes only once its tries are spent. */
  readonly flowId: string;
  /** Where the PIN went: the new address for mailEdit, the member's own otherwise. */
  readonly to: string;
  /** ISO 8601 of the last send (the resend countdown). */
  readonly sentAt: string;
  /** The flow's 5 wrong tries are used up: the next send starts a new flow. */
  readonly spent?: boolean;
}

declare module '../session/session-data' {
  interface SessionData {
    accountPins?: Partial<Record<AccountPinPurpose, AccountPinSent>>;
    /** The purpose a resend (`type: 'resend'`, spec 001 §7) is for: the PIN page last opened or sent from. */
    accountPinResendPurpose?: AccountPinPurpose;
  }
}

/** The member is on the purpose's PIN page (or just sent its PIN): "send again" now means this purpose. */
export const rememberResendPurpose = (request: FastifyRequest, purpose: AccountPinPurpose): Promise<void> =>
  request.session.set('accountPinResendPurpose', purpose);

export const resendPurposeOf = (request: FastifyRequest): Promise<AccountPinPurpose | undefined> =>
  request.session.get('accountPinResendPurpose');

/** Where each purpose starts over when its PIN page is reached out of order. */
export const accountPinStartPages: Readonly<Record<AccountPinPurpose, string>> = {
  mailEdit: href('/mypage/email/edit'),
  mailVerify: href('/mypage/email/verify'),
  passwordSetting: href('/mypage/enable-password'),
  withdraw: href('/withdraw'),
};

/** Spec 000 §4: the resend button waits 30 s; the server refuses an earlier resend to the same address. */
const RESEND_COOL_DOWN_MS = PIN_RESEND_COUNTDOWN_SECONDS * 1000;
/** PIN mails per account over every purpose and session: a stolen session cannot flood a mailbox. */
export const ACCOUNT_PIN_SEND_PER_ACCOUNT: RateLimitRule = {
  name: 'account-pin-send:account',
  max: 10,
  windowMs: 60 * 60_000,
};
/** And per client address, like sign-up's. */
export const ACCOUNT_PIN_SEND_PER_CLIENT: RateLimitRule = {
  name: 'account-pin-send:ip',
  max: 30,
  windowMs: 10 * 60_000,
};

const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export async function accountPinSentFor(
  request: FastifyRequest,
  member: Pick<AccountRow, 'id'>,
  purpose: AccountPinPurpose,
): Promise<AccountPinSent | undefined> {
  const sent = (await request.session.get('accountPins'))?.[purpose];
  return sent?.accountId === member.id ? sent : undefined;
}

async function savePinState(
  request: FastifyRequest,
  purpose: AccountPinPurpose,
  sent: AccountPinSent | undefined,
): Promise<void> {
  const pins = (await request.session.get('accountPins')) ?? {};
  await request.session.set('accountPins', { ...pins, [purpose]: sent });
}

/** The purpose is done (or abandoned): its PIN page has nothing to show any more. */
export const forgetAccountPin = (request: FastifyRequest, purpose: AccountPinPurpose): Promise<void> =>
  savePinState(request, purpose, undefined);

export function resendAvailableInSeconds(sent: AccountPinSent | undefined, now: Date): number {
  if (!sent) return 0;
  const left = new Date(sent.sentAt).getTime() + RESEND_COOL_DOWN_MS - now.getTime();
  return Math.min(PIN_RESEND_COUNTDOWN_SECONDS, Math.max(0, Math.ceil(left / 1000)));
}

/** What a PIN page shows, or null when this session sent no PIN for the purpose. */
export async function accountPinScreenData(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  purpose: AccountPinPurpose,
): Promise<AccountPinScreenData | null> {
  const sent = await accountPinSentFor(request, member, purpose);
  if (!sent) return null;
  await rememberResendPurpose(request, purpose);
  return { email: sent.to, resendAvailableInSeconds: resendAvailableInSeconds(sent, app.now()) };
}

/**
 * Mails a new 6-digit PIN (60 minutes) for the purpose to `to`, in the member's language. A resend to
 * the same address within 30 s answers 429; sends are limited per account and per client address.
 * `precheck` runs once the limits let the send through, so what it reveals (an address in use) can
 * be asked no faster than PINs are sent. A mail that cannot be queued answers 502 MAIL_SEND_FAILED and
 * leaves the countdown as it was.
 */
export async function sendAccountPin(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  purpose: AccountPinPurpose,
  to: string,
  precheck: () => Promise<void> = async () => undefined,
): Promise<void> {
  const store = requireStore(request);
  const language = languageOf(request);
  const now = app.now();
  const previous = await accountPinSentFor(request, member, purpose);
  if (previous && sameAddress(previous.to, to) && resendAvailableInSeconds(previous, now) > 0) {
    throw new TooManyRequestsError(
      signupMessages.resendTooSoon[language],
      resendAvailableInSeconds(previous, now) * 1000,
    );
  }
  await enforce(
    app.db,
    ACCOUNT_PIN_SEND_PER_CLIENT,
    `${store.id}:${clientAddressKey(request.ip)}`,
    now,
    signupMessages.tooMany[language],
  );
  await enforce(app.db, ACCOUNT_PIN_SEND_PER_ACCOUNT, member.id, now, signupMessages.tooMany[language]);
  await precheck();

  // A resend keeps the flow, so its wrong tries carry over: asking again never buys more guesses.
  const flowId = previous && !previous.spent ? previous.flowId : randomBytes(16).toString('base64url');
  const pinCode = await issueOneTimeCode(app.db, { flowId, purpose: `account:${purpose}`, accountId: member.id }, now);
  try {
    await app.mail.send({
      storeId: store.id,
      from: fromAddressOf(store),
      to,
      ...accountPinMail({ language, serviceName: store.serviceName, purpose, pinCode }),
    });
  } catch (error) {
    // The transport's error may quote the message; log its kind only.
    request.log.error({ authId: member.authId, purpose, errName: (error as Error).name }, 'account PIN mail not sent');
    throw new AppError(502, 'MAIL_SEND_FAILED', signupMessages.sendFailed[language]);
  }
  await savePinState(request, purpose, { accountId: member.id, flowId, to, sentAt: now.toISOString() });
  await rememberResendPurpose(request, purpose);
  request.log.info({ authId: member.authId, purpose, resend: previous !== undefined }, 'account PIN sent');
}

/**
 * Checks the PIN of the purpose and answers where it went. Wrong, expired, spent and used codes all
 * answer 400 PIN_CODE_ERROR on the pinCode field; without a PIN sent in this session (or one sent to
 * an address the member no longer has) the flow starts over.
 */
export async function checkAccountPin(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  purpose: AccountPinPurpose,
  pinCode: string,
): Promise<AccountPinSent> {
  const language = languageOf(request);
  const sent = await accountPinSentFor(request, member, purpose);
  if (!sent || (purpose !== 'mailEdit' && !sameAddress(sent.to, member.email)))
    throw flowError(accountPinStartPages[purpose], signupMessages.flow[language]);
  const result = await checkOneTimeCode(
    app.db,
    { flowId: sent.flowId, purpose: `account:${purpose}`, accountId: member.id },
    pinCode,
    app.now(),
  );
  if (result === 'ok') return sent;
  if (result === 'exhausted' && !sent.spent) await savePinState(request, purpose, { ...sent, spent: true });
  request.log.info({ authId: member.authId, purpose, result }, 'account PIN refused');
  const message = signupMessages.pinCodeError[language];
  throw new AppError(400, 'PIN_CODE_ERROR', message, { pinCode: message });
}
