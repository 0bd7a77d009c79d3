import type { SignupStepAnswer, endpoints } from '@vs/contract';
import { messages } from '@vs/validation';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError, flowError } from '../../http/app-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { languageOf } from '../../http/language';
import { emailTakenMessage } from '../account/account-messages';
import { emailTaken } from '../account/accounts.repository';
import { fromAddressOf } from '../mail/mail.port';
import { signupPinMail } from '../mail/templates/signup-pin';
import { requireAllConsented } from '../policy/consent-check';
import { currentPolicies } from '../policy/policy.repository';
import { enforce, refuseWhenFull } from '../rate-limit/rate-limit';
import { requireStore } from '../store/store.plugin';
import { ensureFlow, signupContextOf } from './signup-context';
import { setConsents, startSend, undoSend } from './signup-flow.repository';
import { signupMessages } from './signup-messages';
import {
  DAILY_PIN_FAILURES_PER_EMAIL,
  DAILY_SEND_LIMIT_PER_EMAIL,
  PIN_FAILURES_MAX,
  PIN_LIFETIME_MS,
  RESEND_COOLDOWN_MS,
  SEND_LIMIT_PER_CLIENT,
  SEND_LIMIT_PER_EMAIL,
} from './signup-policy';
import { newPinCode, pinDigest } from './pin';
import { clientAddressKey } from '../rate-limit/client-address';
import { MEMBER_HOME, oidcSignupPages, siteSignupPages } from './signup-pages';

/**
 * POST /zapi/signup/email (and /zapi/oidc/signup/email inside an interaction): checks the address and
 * the policies, then mails a 6-digit PIN; the session remembers where the sign-up returns. Posting the
 * same address again is the resend (refused for 30 s after the last send).
 */
export async function signupEmail(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.signupEmail>,
  /** The OIDC interaction this sign-up runs in (the server's own, from the provider), or null on the site. */
  interactionUid: string | null = null,
): Promise<SignupStepAnswer> {
  const pages = interactionUid ? oidcSignupPages : siteSignupPages;
  const store = requireStore(request);
  const language = languageOf(request);
  const body = await bodyOf();
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError(MEMBER_HOME, signupMessages.flow[language]);
  const now = app.now();

  const policies = await currentPolicies(app.db, store.id, now);
  let flow = context.flow;
  if (context.settings.showPolicyFirst && pages.policyStepOfItsOwn) {
    // Agreed on the policy step; a revision published since then must be agreed to again.
    if (!flow?.consents) throw flowError(pages.policy, signupMessages.flow[language]);
    await requireAllConsented(policies, flow.consents).catch(() => {
      throw flowError(pages.policy, signupMessages.flow[language]);
    });
  } else {
    // A resend from the PIN page carries no consents: the ones given with the first send still count.
    const consents = await requireAllConsented(policies, [...(flow?.consents ?? []), ...body.policyConsentData]);
    flow = await ensureFlow(app, request, context);
    await setConsents(app.db, flow.id, consents);
  }

  const email = body.email;
  const sameAddress = flow.email !== null && flow.email.toLowerCase() === email.toLowerCase();
  if (sameAddress && flow.lastSentAt && now.getTime() - flow.lastSentAt.getTime() < RESEND_COOLDOWN_MS) {
    throw new TooManyRequestsError(
      signupMessages.resendTooSoon[language],
      flow.lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime(),
    );
  }
  // No wait lets this flow send again (a new sign-up does): a PIN's lifetime is the retry we can name.
  if (flow.pinFailures >= PIN_FAILURES_MAX)
    throw new TooManyRequestsError(signupMessages.tooMany[language], PIN_LIFETIME_MS);
  const addressSubject = `${store.id}:${email.toLowerCase()}`;
  // Guessing at this address went on long enough today, over any number of flows: no more codes.
  await refuseWhenFull(app.db, DAILY_PIN_FAILURES_PER_EMAIL, addressSubject, now, signupMessages.tooMany[language]);
  await enforce(app.db, SEND_LIMIT_PER_EMAIL, addressSubject, now, signupMessages.tooMany[language]);
  await enforce(app.db, DAILY_SEND_LIMIT_PER_EMAIL, addressSubject, now, signupMessages.tooMany[language]);
  await enforce(
    app.db,
    SEND_LIMIT_PER_CLIENT,
    `${store.id}:${clientAddressKey(request.ip)}`,
    now,
    signupMessages.tooMany[language],
  );

  if (await emailTaken(app.db, store.id, email)) {
    throw new AppError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL', emailTakenMessage[language], {
      email: messages.email.alreadyInUse,
    });
  }

  // Set or cleared on every send: a sign-up begun on the site after an abandoned OIDC one stays on the site.
  await request.session.set('signupInteractionUid', interactionUid ?? undefined);
  const pinCode = newPinCode();
  const claimed = await startSend(app.db, flow, {
    email,
    pinHash: pinDigest(flow.id, pinCode),
    expiresAt: new Date(now.getTime() + PIN_LIFETIME_MS),
    sentAt: now,
  });
  // Another request of this flow sent a code a moment ago.
  if (!claimed) throw new TooManyRequestsError(signupMessages.resendTooSoon[language], RESEND_COOLDOWN_MS);

  const mail = signupPinMail({ language, serviceName: store.serviceName, pinCode });
  try {
    await app.mail.send({ storeId: store.id, from: fromAddressOf(store), to: email, ...mail });
  } catch (error) {
    await undoSend(app.db, flow, now);
    // The transport's error may quote the message; log its kind only.
    request.log.error(
      { errName: (error as Error).name, errCode: (error as { code?: unknown }).code },
      'sign-up PIN mail not sent',
    );
    // No fieldErrors: the page puts its catalogue's 'send failed' on the field for this code.
    throw new AppError(502, 'MAIL_SEND_FAILED', signupMessages.sendFailed[language]);
  }
  request.log.info({ flowId: flow.id, resend: sameAddress }, 'sign-up PIN sent');
  return { redirectTo: pages.pinCode };
}
