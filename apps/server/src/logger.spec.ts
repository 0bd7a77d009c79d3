import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logger';

function capturingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' }));
  const app = Fastify({ logger: { ...(options as object), stream } });
  app.post('/echo', async (request) => {
    request.log.info({ body: request.body }, 'received');
    return {};
  });
  return { app, output: () => lines.join('') };
}

describe('logger', () => {
  it('keeps secrets, cookies and query strings out of the log', async () => {
    const { app, output } = capturingApp();
    await app.inject({
      method: 'POST',
      url: '/echo?token=reset-token-123',
      headers: { cookie: 'vs-session=session-secret', 'x-csrf-token': 'csrf-secret', authorization: 'Bearer bearer-secret' },
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
});
