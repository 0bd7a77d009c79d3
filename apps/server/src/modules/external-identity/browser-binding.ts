import { createHash, randomBytes } from 'node:crypto';
import { hostCookieName } from '@vs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ATTEMPT_LIFETIME_MS } from './attempts.repository';

/**
 * The browser an attempt belongs to: a random value in a short-lived httpOnly cookie, kept on the
 * attempt as its SHA-256. A callback from another browser (an attacker's code and state sent to a
 * victim, to link the attacker's identity to the victim's account) finds no attempt of its own.
 * SameSite=Lax suffices: the callback's cookie is read only on top-level GET navigations (a form
 * post comes back to GET /auth/callback first).
 */
export class BrowserBinding {
  private readonly name: string;

  constructor(private readonly secure: boolean) {
    this.name = hostCookieName('vs-xauth', secure);
  }

  /** This browser's binding digest, making (and setting) the cookie when there is none yet. */
  digestFor(request: FastifyRequest, reply: FastifyReply): string {
    let value = this.read(request);
    if (!value) value = randomBytes(32).toString('base64url');
    reply.setCookie(this.name, value, {
      path: '/',
      httpOnly: true,
      secure: this.secure,
      sameSite: 'lax',
      maxAge: ATTEMPT_LIFETIME_MS / 1000,
    });
    return digestOf(value);
  }

  /** The digest of the cookie this request carries, or null without one. */
  digestOf(request: FastifyRequest): string | null {
    const value = this.read(request);
    return value ? digestOf(value) : null;
  }

  private read(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.name];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }
}

export const digestOf = (value: string): string => createHash('sha256').update(value).digest('base64url');
