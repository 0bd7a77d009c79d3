import type { FastifyServerOptions } from 'fastify';
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
