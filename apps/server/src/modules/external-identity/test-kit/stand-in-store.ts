import type { FastifyInstance } from 'fastify';
import { forgetRecentStoreSettings } from '../../store/recent-store-settings';
import { saveExternalProviders, type ProviderInput } from '../providers.repository';
import { startStandInOAuth2, type StandInOAuth2 } from './stand-in-oauth2-server';
import { startStandInOidc, type StandInOidc } from './stand-in-oidc-provider';

/** The demo store's providers, each a stand-in on loopback. */
export interface StandInProviders {
  /** Google-like: RS256 ID tokens, answers by redirect. */
  readonly google: StandInOidc;
  /** LINE-like: HS256 ID tokens signed with the client secret. */
  readonly line: StandInOidc;
  /** Apple-like: answers with a cross-site form post. */
  readonly apple: StandInOidc;
  readonly x: StandInOAuth2;
  readonly facebook: StandInOAuth2;
  close(): Promise<void>;
}

const SITE = 'http://localhost';
const redirectUris = [`${SITE}/auth/callback`, `${SITE}/auth/callback/form`];

export async function offerStandInProviders(app: FastifyInstance, storeId = 'demo'): Promise<StandInProviders> {
  const [google, line, apple, x, facebook] = await Promise.all([
    startStandInOidc({ redirectUris }),
    startStandInOidc({ redirectUris, idTokenAlg: 'HS256' }),
    startStandInOidc({ redirectUris }),
    startStandInOAuth2('x'),
    startStandInOAuth2('facebook'),
  ]);
  const oidcRow = (
    type: string,
    name: string,
    kit: StandInOidc,
    extra: Partial<ProviderInput> = {},
  ): ProviderInput => ({
    type,
    name,
    method: 'oidc',
    clientId: kit.clientId,
    clientSecret: kit.clientSecret,
    issuer: kit.issuer,
    scopes: 'openid email',
    ...extra,
  });
  const oauth2Row = (type: string, name: string, kit: StandInOAuth2, extra: Partial<ProviderInput>): ProviderInput => ({
    type,
    name,
    method: 'oauth2',
    clientId: kit.clientId,
    clientSecret: kit.clientSecret,
    issuer: kit.origin,
    authorizationEndpoint: `${kit.origin}/authorize`,
    tokenEndpoint: `${kit.origin}/token`,
    profileEndpoint: `${kit.origin}/me`,
    scopes: 'users.read',
    ...extra,
  });
  await saveExternalProviders(
    app.db,
    storeId,
    [
      oidcRow('Google', 'Google', google),
      oidcRow('Line', 'LINE', line, { idTokenAlg: 'HS256' }),
      oidcRow('Apple', 'Apple', apple, { responseMode: 'form_post' }),
      oauth2Row('X', 'X', x, { profileSubjectPath: 'data.id' }),
      oauth2Row('Facebook', 'Facebook', facebook, { profileEmailPath: 'email' }),
    ],
    { requireHttps: false },
  );
  forgetRecentStoreSettings(app);
  return {
    google,
    line,
    apple,
    x,
    facebook,
    close: async () => {
      await Promise.all([google, line, apple, x, facebook].map((kit) => kit.close()));
    },
  };
}
