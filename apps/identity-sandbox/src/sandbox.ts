import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxProviders, type SandboxProvider } from './catalogue';
import { handleInteraction, type InteractionDeps } from './interaction';
import { indexPage, messagePage } from './pages';
import { sandboxOidcProvider, type SandboxAccount } from './provider';
import type { SandboxSettings } from './settings';

export interface IdentitySandbox {
  /** Where it listens, e.g. http://127.0.0.1:3050. */
  readonly origin: string;
  /** Each provider and its issuer (`${origin}/${key}`). */
  readonly issuers: readonly { readonly provider: SandboxProvider; readonly issuer: string }[];
  close(): Promise<void>;
}

interface Mounted extends InteractionDeps {
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
}

/** `http://host:port`, with an IPv6 address in brackets. */
const originOf = (host: string, port: number): string => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

function sendText(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(html);
}

/**
 * Several OpenID Connect providers on one origin, each under its own path and so its own issuer.
 * oidc-provider is mounted as Express mounts it (its docs, "Mounting oidc-provider"): the prefix is
 * cut from `req.url` and the full address kept in `req.originalUrl`, from which the library builds
 * its endpoints' addresses.
 */
export async function startIdentitySandbox(settings: SandboxSettings): Promise<IdentitySandbox> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, resolve);
  });
  const origin = originOf(settings.host, (server.address() as AddressInfo).port);
  // One key for the run: tokens of an earlier run are not meant to verify.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex') };
  const issuers = sandboxProviders.map((provider) => ({ provider, issuer: `${origin}/${provider.key}` }));
  const mounted = new Map<string, Mounted>(
    issuers.map(({ provider: entry, issuer }) => {
      const accounts = new Map<string, SandboxAccount>();
      const provider = sandboxOidcProvider(entry, issuer, settings, signingKey, accounts);
      return [entry.key, { entry, provider, accounts, clientId: settings.clientId, handle: provider.callback() }];
    }),
  );

  server.on('request', (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = req.url ?? '/';
    const [, key = '', third, uid] = url.split('?')[0]?.split('/') ?? [];
    if (key === '' && third === undefined) return sendText(res, 200, indexPage(issuers, settings.clientId));
    const one = mounted.get(key);
    if (!one || !url.startsWith(`/${key}/`))
      return sendText(res, 404, messagePage('Not found', 'No provider answers here.'));
    if (third === 'interaction' && uid) {
      handleInteraction(one, uid, req, res).catch((error: unknown) => {
        console.error(`identity sandbox: ${one.entry.name} interaction failed:`, error);
        if (!res.headersSent) sendText(res, 500, messagePage('Error', 'The sandbox failed; start again.'));
      });
      return;
    }
    req.originalUrl = url;
    req.url = url.slice(key.length + 1) || '/';
    one.handle(req, res);
  });

  return {
    origin,
    issuers,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers and fetch keep connections open; a sandbox owes them nothing at shutdown.
        server.closeAllConnections();
      }),
  };
}
