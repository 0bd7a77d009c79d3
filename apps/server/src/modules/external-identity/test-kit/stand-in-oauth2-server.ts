import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The profile shapes of the OAuth 2.0 providers: X's `{ data: { id } }`, Facebook's `{ id, email }`. */
export type ProfileShape = 'x' | 'facebook';

export interface StandInOAuth2 {
  readonly origin: string;
  readonly clientId: string;
  readonly clientSecret: string;
  next: { user: { id: string; email?: string } } | { cancel: true };
  close(): Promise<void>;
}

interface IssuedCode {
  readonly user: { id: string; email?: string };
  readonly redirectUri: string;
  readonly challenge: string;
}

/**
 * A minimal OAuth 2.0 server for X and Facebook on loopback: authorization (answers at once for
 * `next`), the token endpoint (client_secret_basic, PKCE S256, single-use codes) and a profile endpoint.
 */
export async function startStandInOAuth2(shape: ProfileShape): Promise<StandInOAuth2> {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedCode['user']>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kit: StandInOAuth2 = {
    origin,
    clientId: `${shape}-client`,
    clientSecret: `${shape}-secret-${randomBytes(8).toString('hex')}`,
    next: { user: { id: 'nobody' } },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if ('cancel' in kit.next) back.searchParams.set('error', 'access_denied');
      else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          user: kit.next.user,
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          challenge: url.searchParams.get('code_challenge') ?? '',
        });
        back.searchParams.set('code', code);
      }
      return void res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        // RFC 6749 §2.3.1: id and secret are form-encoded before Basic (openid-client encodes '-' too).
        const [id = '', secret = ''] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')
          .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (id !== kit.clientId || secret !== kit.clientSecret) return json(res, 401, { error: 'invalid_client' });
        if (!issued || issued.redirectUri !== form.get('redirect_uri') || issued.challenge !== challenge)
          return json(res, 400, { error: 'invalid_grant' });
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, issued.user);
        return json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/me') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!user) return json(res, 401, { error: 'invalid_token' });
      return json(
        res,
        200,
        shape === 'x' ? { data: { id: user.id, name: 'X user' } } : { id: user.id, email: user.email },
      );
    }
    res.writeHead(404).end();
  });
  return kit;
}
