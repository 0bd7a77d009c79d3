import type { SandboxProvider } from './catalogue';

/** The sandbox's own pages, in English: they are the providers', not the store's (whose catalogue is ja/en). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:1rem 0 .25rem}input[type=text],input[type=email]{font-size:1rem;padding:.5rem;width:100%;
box-sizing:border-box}.check{display:flex;gap:.5rem;align-items:center;margin-top:1rem}.check label{margin:0}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem}
.note{color:#444;font-size:.9rem;margin:.25rem 0}.alert{color:#a00000;font-weight:600}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem;text-align:left}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export const sandboxTitle = (provider: SandboxProvider): string => `${provider.name} (sandbox)`;

/** `/`: the providers and where their discovery documents are. */
export function indexPage(issuers: readonly { provider: SandboxProvider; issuer: string }[], clientId: string): string {
  const rows = issuers
    .map(({ provider, issuer }) => {
      const discovery = `${issuer}/.well-known/openid-configuration`;
      return `<tr><td>${escapeHtml(provider.name)}</td><td><a href="${escapeHtml(discovery)}">${escapeHtml(issuer)}</a>
</td><td>${provider.idTokenAlg}</td><td>${escapeHtml(provider.note)}</td></tr>`;
    })
    .join('\n');
  return page(
    'Identity sandbox',
    `<h1>Identity sandbox</h1>
<p>Stand-in OpenID Connect providers for trying out and testing "log in with…": on their pages, type any
subject (the user's ID at the provider) and press Continue. The same subject is the same identity each time.</p>
<table><thead><tr><th>Provider</th><th>Issuer</th><th>ID token</th><th>Trait</th></tr></thead>
<tbody>${rows}</tbody></table>
<p class="note">Client: <code>${escapeHtml(clientId)}</code> (its secret is IDENTITY_SANDBOX_CLIENT_SECRET).
Authorization code flow; scopes <code>openid email</code>, granted without a consent screen.</p>`,
  );
}

export interface InteractionForm {
  readonly provider: SandboxProvider;
  /** Where the form posts (the interaction's own address). */
  readonly action: string;
  readonly clientId: string;
  /** The site the answer goes back to. */
  readonly siteOrigin: string;
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  /** Why the last submission was refused. */
  readonly problem?: string;
}

/** The provider's login page: who logs in (Continue), or nobody (Cancel: access_denied). */
export function interactionPage(form: InteractionForm): string {
  const title = sandboxTitle(form.provider);
  const problem = form.problem ? `<p class="alert" role="alert">${escapeHtml(form.problem)}</p>` : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p><code>${escapeHtml(form.clientId)}</code> at ${escapeHtml(form.siteOrigin)} asks who you are at
${escapeHtml(form.provider.name)}. Nothing is checked here: enter any subject.</p>
${problem}
<form method="post" action="${escapeHtml(form.action)}">
<label for="subject">Subject</label>
<input type="text" id="subject" name="subject" value="${escapeHtml(form.subject)}" required maxlength="255"
 autocomplete="off" spellcheck="false" aria-describedby="subject-note">
<p class="note" id="subject-note">The user's ID at ${escapeHtml(form.provider.name)}: the same subject logs in as the
same identity again.</p>
<label for="email">E-mail</label>
<input type="email" id="email" name="email" value="${escapeHtml(form.email)}" maxlength="255" autocomplete="off"
 aria-describedby="email-note">
<p class="note" id="email-note">Optional: without one, the ID token carries no e-mail.</p>
<div class="check"><input type="checkbox" id="email_verified" name="email_verified" value="1"${
      form.emailVerified ? ' checked' : ''
    }>
<label for="email_verified">E-mail verified</label></div>
<div class="actions"><button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

/** A dead end the visitor can only leave (an expired or foreign interaction, an unknown address). */
export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
