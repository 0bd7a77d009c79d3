import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { refusalOf } from './http/refusal';

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

/**
 * Error fields that carry the values a statement was bound with (drizzle's `params`, PostgreSQL's
 * `detail`: "Key (email)=(…)").
 */
const boundValueFields = new Set(['params', 'parameters', 'detail']);
/** drizzle writes the bound values into its message too: "Failed query: …\nparams: a@example.com,…". */
const withoutParamsLine = (text: unknown): unknown =>
  typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]') : text;

/**
 * Pino's error shape (type, message, stack, own fields, cause) minus the bound values of a failed
 * query: an e-mail, a token digest or a password hash must not reach the log through a database error.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object' || depth > 5) return error;
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown };
  const out: Record<string, unknown> = {
    type: error.constructor?.name,
    message: withoutParamsLine(source.message),
    stack: withoutParamsLine(source.stack),
  };
  for (const [key, value] of Object.entries(source)) {
    if (boundValueFields.has(key) || key === 'message' || key === 'stack') continue;
    out[key] = key === 'cause' ? serializeError(value, depth + 1) : withoutParamsLine(value);
  }
  if ('cause' in source && !('cause' in out)) out['cause'] = serializeError(source['cause'], depth + 1);
  return out;
}

/**
 * Pino through Fastify: JSON lines with the request id on every line; queries are dropped (reset
 * tokens travel there).
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: (error: Error) =>
        serializeError(error) as { [key: string]: unknown; type: string; message: string; stack: string },
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
 * the request (method, URL without its query, host, address), status and time under the request id,
 * and the catalogue code of a refusal (`refusal`: CSRF_INVALID, TOO_MANY_REQUESTS, VALIDATION_ERROR …).
 * Fastify's other lines (errors, not found, stream errors) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Written with the answer, in requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const refusal = refusalOf(request);
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(refusal && { refusal }) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
