import { CHALLENGE_PASS_CODE, testCards } from './test-cards';
import { scriptIntegrity } from './scripts';

/** The provider's own pages (bilingual: they are the provider's, not the store's catalogue). */
const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:1rem 0 .25rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem}
.note{color:#444;font-size:.9rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The issuer's 3-D Secure challenge, as a sandbox: a one-time code decides pass or fail. */
export function challengePage(challengeId: string, amountJpy: number | null): string {
  const what =
    amountJpy === null
      ? 'カードの登録 / Card registration'
      : `お支払い / Payment: ¥${amountJpy.toLocaleString('ja-JP')}`;
  return page(
    '本人認証 / Authentication',
    `<h1>本人認証 (3-D Secure) / Authentication</h1>
<p>${escapeHtml(what)}</p>
<p class="note">サンドボックス: 認証コード ${CHALLENGE_PASS_CODE} で成功、それ以外は失敗します。
Sandbox: the code ${CHALLENGE_PASS_CODE} passes, any other code fails.</p>
<form method="post" action="/v1/challenges/${encodeURIComponent(challengeId)}">
<label for="code">認証コード / Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code">
<div class="actions"><button type="submit" name="action" value="submit">認証する / Authenticate</button>
<button type="submit" name="action" value="cancel">キャンセル / Cancel</button></div>
</form>`,
  );
}

export function indexPage(): string {
  const rows = testCards
    .map((card) => `<tr><td>${card.number}</td><td>${escapeHtml(card.description)}</td></tr>`)
    .join('');
  return page(
    'Payment sandbox',
    `<h1>Payment sandbox</h1>
<p>A stand-in payment provider: card tokens, EMV 3-D Secure 2 challenges and charges. Test cards (any future
expiry, security code of the brand's length):</p>
<table><thead><tr><th>Number</th><th>Outcome</th></tr></thead><tbody>${rows}</tbody></table>
<p>The slow card's charge answers after PAYMENT_SANDBOX_SLOW_CHARGE_MS (5000 by default) and succeeds even when
the merchant gave up waiting: keep the merchant's PAYMENT_PROVIDER_TIMEOUT_MS shorter to see a lost answer, which
the merchant then learns with <code>GET /v1/charges/{idempotency key}</code> (404 <code>not_found</code>: never
charged). A charge posted with <code>offSession: true</code> (a renewal, the member absent) asks for no 3-D Secure
challenge. <code>GET /v1/stats</code> counts the charges that succeeded or were declined, and each key's calls.</p>
<p>Subresource Integrity of the scripts (PAYMENT_TOKEN_SCRIPT_INTEGRITY, PAYMENT_TDS2_SCRIPT_INTEGRITY;
also at <a href="/js/integrity.json">/js/integrity.json</a>):</p>
<ul>${Object.entries(scriptIntegrity)
      .map(([file, hash]) => `<li>${file}: <code>${hash}</code></li>`)
      .join('')}</ul>`,
  );
}

const linkNames: Record<string, string> = {
  SbpsDocomo: 'ドコモ払い / docomo Payment',
  SbpsAuSimple: 'auかんたん決済 / au Easy Payment',
  SbpsSoftbank: 'ソフトバンクまとめて支払い / SoftBank',
  SbpsSoftbankYahoo: 'ワイモバイルまとめて支払い / Y!mobile',
  SbpsPaypay: 'PayPay',
  PaypalRest: 'PayPal',
};

/** The carrier's or wallet's confirmation, as a sandbox: approve or cancel. */
export function linkPage(linkId: string, type: string): string {
  const name = escapeHtml(linkNames[type] ?? type);
  return page(
    `${linkNames[type] ?? type}`,
    `<h1>${name}</h1>
<p>お支払い方法として登録しますか？ / Register this as a payment method?</p>
<p class="note">サンドボックス: 実際の請求は行われません。Sandbox: nothing is billed.</p>
<form method="post" action="/v1/links/${encodeURIComponent(linkId)}/confirm">
<div class="actions"><button type="submit" name="action" value="approve">承認する / Approve</button>
<button type="submit" name="action" value="cancel">キャンセル / Cancel</button></div>
</form>`,
  );
}
