import { randomUUID } from 'node:crypto';
import { requestIdHeaderName } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Fastify's genReqId: a fresh UUID per request; an incoming x-request-id is never trusted. */
export const generateRequestId = (): string => randomUUID();

/** Every answer, errors included, names its request id so a user's report finds the log line. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(requestIdHeaderName, request.id);
    });
    // Set again at send time: an error path may have replaced the reply's headers.
    app.addHook('onSend', async (request, reply) => {
      reply.header(requestIdHeaderName, request.id);
    });
  },
  { name: 'request-id' },
);
