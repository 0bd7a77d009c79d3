// A stand-in for a reCAPTCHA v3 shaped verification service, on loopback: it serves the client
// script, hands out tokens to the page and verifies them for the server. Plain Node ESM so the
// journeys' serve-dist.mjs can start it without a build; the server's unit tests start the same
// module (apps/server/src/dev/fake-bot-check.ts gives it types).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** What the fake says of every token it issued; real services score 0.0 (bot) to 1.0 (human). */
const SCORE = 0.9;

/**
 * The page's half: `grecaptcha.ready(cb)` and `grecaptcha.execute(siteKey, { action })`, which asks
 * this server for a token. The origin is written in, so the script works wherever the page is.
 */
function clientScript(origin) {
  return `window.grecaptcha = {
  ready(callback) { Promise.resolve().then(callback); },
  execute(siteKey, options) {
    const query = new URLSearchParams({ sitekey: siteKey, action: (options && options.action) || '' });
    return fetch(${JSON.stringify(origin)} + '/token?' + query).then((response) => {
      if (!response.ok) throw new Error('bot check token refused: ' + response.status);
      return response.text();
    });
  },
};
`;
}

function send(response, status, type, body, headers = {}) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}

async function formOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The site the token was asked from, as the real service reports it (Origin of the page's fetch). */
function hostnameOf(request) {
  try {
    return new URL(request.headers.origin ?? request.headers.referer ?? '').hostname;
  } catch {
    return 'localhost';
  }
}

/**
 * @param {{ port?: number, secret: string, siteKey: string }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startFakeBotCheck({ port = 0, secret, siteKey }) {
  /** token → what it was issued for; a verified token is removed (single use). */
  const issued = new Map();
  let origin = '';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (request.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      return send(response, 200, 'text/javascript; charset=utf-8', clientScript(origin));
    }
    if (request.method === 'GET' && url.pathname === '/token') {
      const cors = { 'access-control-allow-origin': '*' };
      const action = url.searchParams.get('action') ?? '';
      if (url.searchParams.get('sitekey') !== siteKey || !action)
        return send(response, 400, 'text/plain', 'bad site key or action', cors);
      const token = randomBytes(24).toString('base64url');
      issued.set(token, { action, hostname: hostnameOf(request), issuedAt: new Date() });
      return send(response, 200, 'text/plain', token, cors);
    }
    if (request.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      const form = await formOf(request);
      if (form.get('secret') !== secret)
        return send(
          response,
          200,
          'application/json',
          JSON.stringify({ success: false, 'error-codes': ['invalid-input-secret'] }),
        );
      const token = form.get('response') ?? '';
      const entry = issued.get(token);
      if (!entry)
        return send(
          response,
          200,
          'application/json',
          JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }),
        );
      issued.delete(token);
      const answer = {
        success: true,
        score: SCORE,
        action: entry.action,
        hostname: entry.hostname,
        challenge_ts: entry.issuedAt.toISOString(),
      };
      return send(response, 200, 'application/json', JSON.stringify(answer));
    }
    return send(response, 404, 'text/plain', 'not found');
  });

  await new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolveListening);
  });
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: origin,
    close: () =>
      new Promise((resolveClosed) => {
        server.closeAllConnections();
        server.close(() => resolveClosed());
      }),
  };
}

// `node libs/shared/testing/src/fake-bot-check.mjs` runs it alone, for a development server.
if (import.meta.main) {
  const secret = process.env.BOT_CHECK_SECRET ?? 'fake-bot-check-secret';
  const siteKey = process.env.BOT_CHECK_SITE_KEY ?? 'fake-bot-check-site-key';
  const fake = await startFakeBotCheck({ port: Number(process.env.FAKE_BOT_CHECK_PORT ?? 3130), secret, siteKey });
  const environment = [
    `BOT_CHECK_SCRIPT_URL=${fake.url}/recaptcha/api.js`,
    `BOT_CHECK_VERIFY_URL=${fake.url}/recaptcha/api/siteverify`,
    `BOT_CHECK_SITE_KEY=${siteKey}`,
    `BOT_CHECK_SECRET=${secret}`,
  ].join(' ');
  console.log(`fake bot check on ${fake.url}; start the server with\n  ${environment}`);
}
