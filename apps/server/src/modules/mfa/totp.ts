import { generate, generateSecret, verify } from 'otplib';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step of clock drift each way. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

const epochOf = (now: Date): number => Math.floor(now.getTime() / 1000);

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export function newOtpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * The `otpauth://totp/{issuer}:{account}?…` URL an authenticator app reads from the QR code, with the
 * parameters spelled out (some apps ignore missing defaults, others misread them).
 */
export function otpauthUrlOf(secret: string, issuer: string, accountName: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query =
    `secret=${secret}&issuer=${encodeURIComponent(issuer)}` + `&algorithm=SHA1&digits=6&period=${PERIOD_SECONDS}`;
  return `otpauth://totp/${label}?${query}`;
}

/**
 * The 30-second step whose code `code` is, within one step of `now` each way, or null. The caller
 * refuses a step already used ({@link ../factors.repository acceptOtpStep}), so a code works once.
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochOf(now),
      period: PERIOD_SECONDS,
      epochTolerance: TOLERANCE_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed stored secret: no code matches it.
    return null;
  }
}

/** The code of `now`'s step (tests and the e2e journeys compute what the authenticator would show). */
export function totpCodeAt(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: epochOf(now), period: PERIOD_SECONDS });
}
