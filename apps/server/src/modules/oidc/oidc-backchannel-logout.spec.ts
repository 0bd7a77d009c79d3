import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { oidcClients } from '../../db/schema';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { authorizeWithConsent } from './oidc-flow.test-kit';

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** A relying party's back-channel endpoint: every form body posted to it. */
async function backchannelReceiver(): Promise<{ server: Server; url: string; bodies: URLSearchParams[] }> {
  const bodies: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(new URLSearchParams(body));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/backchannel`, bodies };
}

const partsOf = (jwt: string) => {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: json(header), payload: json(payload), signed: `${header}.${payload}`, signature };
};

describe('back-channel logout (OpenID Connect Back-Channel Logout 1.0)', () => {
  const t = useTestApp();
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** demo-spa registers a back-channel URI (and asks for sid) in this test's database. */
  async function registerBackchannel(uri: string): Promise<void> {
    await t.db.database.db
      .update(oidcClients)
      .set({
        metadata: sql`${oidcClients.metadata} || ${JSON.stringify({
          backchannel_logout_uri: uri,
          backchannel_logout_session_required: true,
        })}::jsonb`,
      })
      .where(and(eq(oidcClients.storeId, 'demo'), eq(oidcClients.clientId, 'demo-spa')));
  }

  it('posts a signed logout token (iss, aud, sub, sid, events, jti; no nonce) to the registered client', async () => {
    const receiver = await backchannelReceiver();
    server = receiver.server;
    await registerBackchannel(receiver.url);
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-backchannel@example.com');
    const tokens = await authorizeWithConsent(t.app, browser, ['openid', 'membership']);
    const idToken = partsOf(tokens.id_token).payload;
    expect(idToken['sid']).toEqual(expect.any(String));

    await browser.get(`/oidc-op/session/end?id_token_hint=${tokens.id_token}`);
    expect(receiver.bodies).toEqual([]);
    const confirmed = await browser.post('/oidc/logout/form', {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(receiver.bodies).toHaveLength(1);
    const token = String(receiver.bodies[0]?.get('logout_token'));
    const { header, payload, signed, signature } = partsOf(token);
    expect(header['typ']).toBe('logout+jwt');
    expect(payload).toMatchObject({
      iss: 'http://localhost',
      aud: 'demo-spa',
      sub: member.authId,
      sid: idToken['sid'],
      events: { [BACKCHANNEL_EVENT]: {} },
    });
    expect(payload['jti']).toEqual(expect.any(String));
    expect(payload['iat']).toEqual(expect.any(Number));
    expect(payload).not.toHaveProperty('nonce');

    // Signed with the store's published key.
    const jwks = (await t.app.inject({ url: '/oidc-op/jwks', headers: { host: 'localhost' } })).json<{
      keys: (JsonWebKey & { kid: string })[];
    }>();
    const jwk = jwks.keys.find((key) => key.kid === header['kid']);
    expect(jwk).toBeDefined();
    const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    expect(verify('sha256', Buffer.from(signed), key, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('finishes the logout when the client’s back-channel does not answer', async () => {
    const receiver = await backchannelReceiver();
    const closedUrl = receiver.url;
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
    await registerBackchannel(closedUrl);
    const { browser, tokens } = await (async () => {
      const logged = await loggedInMember(t.app, t.db, 'oidc-backchannel-down@example.com');
      return { ...logged, tokens: await authorizeWithConsent(t.app, logged.browser, ['openid', 'membership']) };
    })();
    await browser.get(`/oidc-op/session/end?id_token_hint=${tokens.id_token}`);
    const confirmed = await browser.post('/oidc/logout/form', {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await browser.screenData('/mypage')).json()).toEqual({ redirectTo: '/login?redirect=%2Fmypage' });
  });
});
