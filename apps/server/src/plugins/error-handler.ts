import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeForStatus } from '@vs/contract';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { TooManyRequestsError } from '../http/too-many-requests';
import { errorBody } from '../http/error-body';
import { isApiPath, pathnameOf } from '../http/paths';
import { noteRefusal } from '../http/refusal';
import { fieldErrorsOf } from '../http/validation-errors';

/** Fastify's own error codes that mean "the client sent something unreadable". */
const codeByFastifyCode: Readonly<
  Record<string, { status: number; code: 'MALFORMED_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' }>
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
};

/** A page request from a host no store answers on gets a short page, not JSON (there is no shell to read it). */
function sendUnknownStorePage(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Unknown store</title>' +
        '<p>No store is configured for this host.</p></html>',
    );
}

function handleError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const id = request.id;
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    else noteRefusal(request, error.code);
    if (error instanceof TooManyRequestsError) void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error.code === 'UNKNOWN_STORE' && !isApiPath(pathnameOf(request.url))) return sendUnknownStorePage(reply);
    return reply
      .code(error.status)
      .send(errorBody(error.status, error.code, id, error.message, error.fieldErrors, error.flowRedirect));
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    noteRefusal(request, 'VALIDATION_ERROR');
    return reply
      .code(400)
      .send(errorBody(400, 'VALIDATION_ERROR', id, undefined, fieldErrorsOf(fastifyError.validation)));
  }
  const known = fastifyError.code ? codeByFastifyCode[fastifyError.code] : undefined;
  if (known) {
    noteRefusal(request, known.code);
    return reply.code(known.status).send(errorBody(known.status, known.code, id));
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    noteRefusal(request, errorCodeForStatus(status));
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(errorBody(status, errorCodeForStatus(status), id));
  }
  // 5xx: the cause goes to the log with the request id; the client sees the generic text only.
  request.log.error({ err: error }, 'request failed');
  const shown = status === 503 ? 503 : 500;
  return reply.code(shown).send(errorBody(shown, errorCodeForStatus(shown), id));
}

/** The one error path: every failure becomes the contract's ApiErrorBody, never a stack trace. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(errorBody(404, 'NOT_FOUND', request.id));
    });
  },
  { name: 'error-handler' },
);
