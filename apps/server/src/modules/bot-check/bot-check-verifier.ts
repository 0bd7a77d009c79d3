import type { BotCheckSettings } from '@vs/contract';
import type { FastifyBaseLogger } from 'fastify';

export type BotCheckAction = BotCheckSettings['action'];

export interface BotCheckVerifierOptions {
  readonly verifyUrl: string;
  readonly secret: string;
  readonly minScore: number;
  readonly log: FastifyBaseLogger;
  /** How long a verification may take before it counts as failed. */
  readonly timeoutMs?: number;
}

export type VerifyBotCheck = (token: string, ip: string, action: BotCheckAction) => Promise<boolean>;

/** Real tokens are a few hundred to about two thousand characters; a larger one is not worth a call. */
const MAX_TOKEN_LENGTH = 4096;

/** The part of a siteverify answer we rely on; anything else in it is ignored. */
interface VerifyAnswer {
  readonly success?: unknown;
  readonly score?: unknown;
  readonly action?: unknown;
  readonly 'error-codes'?: unknown;
}

/**
 * The server's half of a reCAPTCHA v3 shaped check: POSTs the token to the verify endpoint and
 * accepts it only when the service says success for the same action with a high enough score.
 * Every failure — refusal, network error, timeout, an answer we cannot read — is a `false` (fail
 * closed). The answer's `hostname` is not compared: the site key is bound to the stores' domains
 * at the service, and one server answers for many store hosts.
 */
export function createBotCheckVerifier({
  verifyUrl,
  secret,
  minScore,
  log,
  timeoutMs = 5000,
}: BotCheckVerifierOptions): VerifyBotCheck {
  return async (token, ip, action) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return false;
    let answer: VerifyAnswer;
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        log.warn({ status: response.status }, 'bot-check verifier answered with an error status');
        return false;
      }
      answer = (await response.json()) as VerifyAnswer;
    } catch (error) {
      // Never the token or the secret: only what went wrong.
      log.warn(
        { errName: (error as Error).name, errCode: (error as { cause?: { code?: unknown } }).cause?.code },
        'bot-check verifier unreachable',
      );
      return false;
    }
    if (answer === null || typeof answer !== 'object' || answer.success !== true) {
      log.info({ errorCodes: answer?.['error-codes'] }, 'bot-check token refused');
      return false;
    }
    if (answer.action !== action) {
      log.info({ expected: action, got: answer.action }, 'bot-check token for another action');
      return false;
    }
    if (answer.score !== undefined && !(typeof answer.score === 'number' && answer.score >= minScore)) {
      log.info({ score: answer.score, minScore }, 'bot-check score too low');
      return false;
    }
    return true;
  };
}
