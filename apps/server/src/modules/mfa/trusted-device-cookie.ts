import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRUSTED_DEVICE_LIFETIME_MS, trustedDeviceCookieName } from './trusted-devices';

/** Reads, sets and clears this browser's trusted-device cookie (httpOnly, SameSite=Lax, Secure outside plain http). */
export class TrustedDeviceCookie {
  readonly name: string;

  constructor(private readonly secure: boolean) {
    this.name = trustedDeviceCookieName(secure);
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  set(reply: FastifyReply, token: string): void {
    reply.setCookie(this.name, token, { ...this.options(), maxAge: TRUSTED_DEVICE_LIFETIME_MS / 1000 });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, this.options());
  }

  private options() {
    return { path: '/', httpOnly: true, secure: this.secure, sameSite: 'lax' as const };
  }
}
