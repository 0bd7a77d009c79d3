import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { SandboxProvider } from './catalogue';
import { interactionPage, messagePage, type InteractionForm } from './pages';
import { interactionPath, type SandboxAccount } from './provider';

export interface InteractionDeps {
  readonly entry: SandboxProvider;
  readonly provider: Provider;
  readonly clientId: string;
  readonly accounts: Map<string, SandboxAccount>;
}

/** A form of three short fields; anything longer is not ours. */
const FORM_LIMIT_BYTES = 16 * 1024;
/** The site keeps subjects and e-mail claims of at most 255 characters. */
const MAX_LENGTH = 255;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string, formTarget = ''): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // The form posts here, and the answer's redirects end on the site: form-action must allow both.
    'content-security-policy':
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTarget}; ` +
      "frame-ancestors 'none'; base-uri 'none'",
  });
  res.end(html);
}

function problemOf(subject: string, email: string): string | undefined {
  if (!subject) return 'Enter a subject.';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (subject.length > MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(subject))
    return `A subject is at most ${MAX_LENGTH} printable characters.`;
  if (email && (email.length > MAX_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(email))) return 'Enter an e-mail address.';
  return undefined;
}

/**
 * GET and POST /<provider>/interaction/<uid>: the login page of an authorization in progress. Continue
 * logs in as the subject typed (its claims are what was typed); Cancel answers the site access_denied.
 */
export async function handleInteraction(
  deps: InteractionDeps,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let details;
  try {
    details = await deps.provider.interactionDetails(req, res);
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    details = null;
  }
  if (!details || details.uid !== uid) {
    send(
      res,
      400,
      messagePage('Sign-in expired', 'This sign-in has expired or began in another browser: start again.'),
    );
    return;
  }
  const siteOrigin = new URL(String(details.params['redirect_uri'])).origin;
  const form: InteractionForm = {
    provider: deps.entry,
    action: interactionPath(deps.entry.key, uid),
    clientId: deps.clientId,
    siteOrigin,
    subject: `${deps.entry.key}-${randomBytes(6).toString('hex')}`,
    email: '',
    emailVerified: true,
  };
  if (req.method === 'GET') return send(res, 200, interactionPage(form), siteOrigin);
  const body = req.method === 'POST' ? await readForm(req) : null;
  if (!body) return send(res, 400, messagePage('Bad request', 'The form could not be read.'));

  if (body.get('action') === 'cancel') {
    const cancelled = { error: 'access_denied', error_description: 'The user cancelled at the sandbox.' };
    return deps.provider.interactionFinished(req, res, cancelled, { mergeWithLastSubmission: false });
  }
  const subject = (body.get('subject') ?? '').trim();
  const email = (body.get('email') ?? '').trim();
  const emailVerified = body.get('email_verified') === '1';
  const problem = problemOf(subject, email);
  if (problem) return send(res, 400, interactionPage({ ...form, subject, email, emailVerified, problem }), siteOrigin);
  // The subject is the identity: typed again, it is the same `sub` (the claims follow the latest login).
  deps.accounts.set(subject, { email: email || null, emailVerified: email !== '' && emailVerified });
  const login = { login: { accountId: subject } };
  return deps.provider.interactionFinished(req, res, login, { mergeWithLastSubmission: false });
}
