import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions, OneLinePerRequest } from './logger';
import { errorHandlerPlugin } from './plugins/error-handler';

function capturingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' }));
  const app = Fastify({ logger: { ...(options as object), stream }, logController: new OneLinePerRequest() });
  app.post('/echo', async (request) => {
    request.log.info({ body: request.body }, 'received');
    return {};
  });
  // The app's own error handler: it logs a 500's error under a fixed message (Fastify's default
  // would put the message in `msg`).
  void app.register(errorHandlerPlugin);
  app.get('/failing-query', async () => {
    // What drizzle throws for a failed statement: its message and `params` carry the bound values.
    throw new DrizzleQueryError(
      'select * from accounts where email = $1',
      ['bound-secret@example.com'],
      Object.assign(new Error('connection reset'), { code: 'ECONNRESET' }),
    );
  });
  return { app, output: () => lines.join('') };
}

describe('logger', () => {
  it('keeps secrets, cookies and query strings out of the log', async () => {
    const { app, output } = capturingApp();
    await app.inject({
      method: 'POST',
      url: '/echo?token=reset-token-123',
      headers: {
        cookie: 'vs-session=session-secret',
        'x-csrf-token': 'csrf-secret',
        authorization: 'Bearer bearer-secret',
      },
      payload: { password: 'pw-secret', pinCode: '123456', email: 'a@example.com' },
    });
    const log = output();
    expect(log).toContain('received');
    expect(log).toContain('a@example.com');
    for (const secret of ['reset-token-123', 'session-secret', 'csrf-secret', 'bearer-secret', 'pw-secret', '123456']) {
      expect(log).not.toContain(secret);
    }
    await app.close();
  });

  it('logs a failed query with its SQL and cause but without its bound parameters', async () => {
    const { app, output } = capturingApp();
    await app.inject({ method: 'GET', url: '/failing-query' });
    const log = output();
    expect(log).toContain('select * from accounts where email = $1');
    expect(log).toContain('connection reset');
    expect(log).not.toContain('bound-secret@example.com');
    await app.close();
  });

  it('writes one line per request, when it is answered, with the request, the status and the time', async () => {
    const { app, output } = capturingApp();
    await app.inject({ method: 'POST', url: '/echo?token=reset-token-123', payload: {} });
    await app.inject({ method: 'GET', url: '/missing' });
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter((line) => line['msg'] === 'request completed');
    expect(lines.filter((line) => line['msg'] === 'incoming request')).toEqual([]);
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({
      req: { method: 'POST', url: '/echo?[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(completed[1]).toMatchObject({ req: { method: 'GET', url: '/missing' }, res: { statusCode: 404 } });
    expect(new Set(completed.map((line) => line['reqId'])).size).toBe(2);
    await app.close();
  });
});
