import type { CardBrandCode } from '@vs/contract';
import type { PaymentConfig } from '../../config';
import type {
  CardRegistration,
  ChallengeOutcome,
  LinkOutcome,
  LinkStart,
  PaymentProvider,
  ProviderChargeResult,
  ProviderChargeStatus,
  RegisteredCard,
} from './payment-provider';

/**
 * The adapter of the built-in sandbox provider (apps/payment-sandbox): JSON over HTTP with the
 * merchant key, each call bounded by PAYMENT_PROVIDER_TIMEOUT_MS. A call that does not answer in
 * time is `unavailable` / `timeout`, never an exception the member would see as a 500.
 */
interface SandboxCard {
  readonly reference: string;
  readonly brand: CardBrandCode;
  readonly last4: string;
  readonly expireDate: string;
}

const cardOf = (card: SandboxCard): RegisteredCard => ({
  reference: card.reference,
  brand: card.brand,
  last4: card.last4,
  expireDate: card.expireDate,
});

export function sandboxProvider(config: PaymentConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> } | null> => {
    try {
      const response = await fetchImpl(`${config.origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    } catch {
      return null;
    }
  };

  return {
    name: 'sandbox',
    browser: {
      origin: config.origin,
      tokenScriptUrl: `${config.origin}/js/token.js`,
      tds2ScriptUrl: `${config.origin}/js/tds2info.js`,
      tokenScriptIntegrity: config.tokenScriptIntegrity,
      tds2ScriptIntegrity: config.tds2ScriptIntegrity,
      merchantId: config.merchantId,
      serviceId: config.serviceId,
    },

    async registerCard(tokens, returnUrl): Promise<CardRegistration> {
      const answer = await call('POST', '/v1/cards', { ...tokens, returnUrl });
      if (!answer || answer.status >= 500 || answer.status === 401) return { kind: 'unavailable' };
      const { json } = answer;
      if (json['status'] === 'registered') return { kind: 'registered', card: cardOf(json['card'] as SandboxCard) };
      if (json['status'] === 'challenge') {
        return {
          kind: 'challenge',
          challengeId: String(json['challengeId']),
          challengeUrl: String(json['challengeUrl']),
        };
      }
      return { kind: 'declined' };
    },

    async challengeOutcome(challengeId): Promise<ChallengeOutcome> {
      const answer = await call('GET', `/v1/challenges/${encodeURIComponent(challengeId)}/result`);
      if (!answer || answer.status >= 500 || answer.status === 401) return { kind: 'unavailable' };
      const { json } = answer;
      if (json['status'] === 'registered') return { kind: 'registered', card: cardOf(json['card'] as SandboxCard) };
      if (json['status'] === 'pending') return { kind: 'pending' };
      return { kind: 'failed' };
    },

    async startLink(type, returnUrl): Promise<LinkStart> {
      const answer = await call('POST', '/v1/links', { type, returnUrl });
      if (!answer || answer.status !== 200) return { kind: 'unavailable' };
      const { json } = answer;
      return {
        kind: 'started',
        linkId: String(json['linkId']),
        linkUrl: String(json['linkUrl']),
        params: json['params'] as Record<string, string>,
      };
    },

    async linkOutcome(linkId): Promise<LinkOutcome> {
      const answer = await call('GET', `/v1/links/${encodeURIComponent(linkId)}/result`);
      if (!answer || answer.status >= 500 || answer.status === 401) return { kind: 'unavailable' };
      const { json } = answer;
      if (json['status'] === 'approved') {
        return { kind: 'approved', reference: String((json['method'] as Record<string, unknown>)['reference']) };
      }
      return { kind: 'cancelled' };
    },

    async chargeStatus(idempotencyKey): Promise<ProviderChargeStatus> {
      const answer = await call('GET', `/v1/charges/${encodeURIComponent(idempotencyKey)}`);
      if (!answer || answer.status >= 500 || answer.status === 401) return { kind: 'unavailable' };
      const { json } = answer;
      if (answer.status === 404) return { kind: 'notFound' };
      const chargeId = typeof json['chargeId'] === 'string' ? json['chargeId'] : null;
      if (json['status'] === 'succeeded' && chargeId) return { kind: 'succeeded', chargeId };
      if (json['status'] === 'declined') return { kind: 'declined', chargeId };
      return { kind: 'processing' };
    },

    async charge({ cardReference, amountJpy, idempotencyKey, returnUrl, offSession }): Promise<ProviderChargeResult> {
      const answer = await call(
        'POST',
        '/v1/charges',
        { card: cardReference, amountJpy, returnUrl, ...(offSession ? { offSession: true } : {}) },
        { 'idempotency-key': idempotencyKey },
      );
      if (!answer || answer.status >= 500) return { kind: 'timeout' };
      const { json } = answer;
      // A key reused with another body, or a malformed call: a bug of the caller, not a member's problem.
      if (answer.status === 400 || answer.status === 401 || answer.status === 409)
        throw new Error(`the payment provider refused the charge call: ${String(json['code'])}`);
      const chargeId = typeof json['chargeId'] === 'string' ? json['chargeId'] : null;
      if (json['status'] === 'succeeded' && chargeId) return { kind: 'succeeded', chargeId };
      if (json['status'] === 'requires_action' && chargeId) {
        return { kind: 'needs3ds', chargeId, challengeUrl: String(json['challengeUrl']) };
      }
      // Still processing (an earlier attempt with this key has not finished): as a timeout, retry later.
      if (json['status'] === 'processing') return { kind: 'timeout' };
      return { kind: 'declined', chargeId };
    },
  };
}
