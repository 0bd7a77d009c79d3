import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/** Never logged: cookies, credentials, CSRF tokens, passwords, codes and card tokens. */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordConfirm',
  '*.oldPassword',
  '*.newPassword',
  '*.pinCode',
  '*.authCode',
  '*.token',
  '*.secret',
];

/** Pino through Fastify: JSON lines with the request id on every line; queries are dropped (reset tokens travel there). */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; host?: string; ip?: string }) {
        const queryAt = request.url.indexOf('?');
        return {
          method: request.method,
          url: queryAt === -1 ? request.url : `${request.url.slice(0, queryAt)}?[redacted]`,
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/**
 * One line per request, written when it is answered, instead of Fastify's two (incoming, completed):
 * the request (method, URL without its query, host, address), status and time under the request id.
 * Fastify's other lines (errors, not found, stream errors) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Written with the answer, in requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
