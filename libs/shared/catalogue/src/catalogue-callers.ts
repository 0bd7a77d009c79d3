/**
 * Where the site's own code asks for a catalogue text, found by reading its source (the product's
 * files under apps/ and libs/, tests left out): the reachability check of the error catalogue
 * (error-catalogue-reach.spec.ts) asks it. Test support only; nothing of the product imports it.
 */

/** A source file: its path from the repository root and its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

const quoted = (value: string) => [`'${value}'`, `"${value}"`, `\`${value}\``];
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The namespaces a file renders or answers with: `useTranslation('ns')`, `useTranslation(['ns', …])`,
 * a failure catalogue's `namespace: 'ns'`, or an i18next `ns:` prefix in its strings.
 */
function boundNamespaces(text: string): ReadonlySet<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g))
    for (const name of (match[1] ?? '').matchAll(/['"]([\w-]+)['"]/g)) found.add(name[1] ?? '');
  for (const match of text.matchAll(/namespace:\s*['"]([\w-]+)['"]/g)) found.add(match[1] ?? '');
  return found;
}

/** The key prefixes a file's `t` is bound to: `useTranslation('ns', { keyPrefix: 'p' })`. */
function keyPrefixes(text: string, namespace: string): string[] {
  const pattern = new RegExp(
    `useTranslation\\(\\s*['"]${escape(namespace)}['"]\\s*,\\s*\\{\\s*keyPrefix:\\s*['"]([\\w.]+)['"]`,
    'g',
  );
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

/**
 * How a text is asked for, each a way the code base really does it:
 * 1. its whole reference, `'auth:errors.LOGIN_FAILED'` (the server's `catalogueTexts`, a page's `t`);
 * 2. `catalogueText(language, 'auth', 'errors.LOGIN_FAILED')`;
 * 3. its key in a file bound to its namespace (`useTranslation('account')` … `t('passwordEdit.wrongCurrent')`),
 *    also under a `keyPrefix`;
 * 4. a key made of a fixed part and a value (`${messageKey}.title` with `messageKey="notFound"`,
 *    `toast.${kind}` with `'error'`) in a file bound to the namespace, the value quoted somewhere;
 * 5. a text the failure rule of @vs/ui picks in the namespace of a failure catalogue
 *    (`{ namespace: 'mypage' }`): its own `${namespace}:errors.generic` or `…:errors.tryLater`;
 * 6. an `errors.<CODE>` text picked by the answer's code (the same rule's
 *    `${namespace}:errors.${error.code}`, or a page's own `payment:errors.${code}`), for a code the
 *    server sends: a text for a code nobody sends is never shown.
 * Each returns the file that asks, so a failure message can say what was looked at.
 */
export function callerOf(ref: string, sources: readonly SourceFile[], serverSources: readonly SourceFile[]) {
  const at = ref.indexOf(':');
  const namespace = ref.slice(0, at);
  const key = ref.slice(at + 1);
  const parts = key.split('.');
  const last = parts.at(-1) ?? key;
  const parent = parts.slice(0, -1).join('.');
  const anyQuotes = (text: string, value: string) => quoted(value).some((form) => text.includes(form));
  const catalogueTextCall = new RegExp(`['"]${escape(namespace)}['"]\\s*,\\s*['"]${escape(key)}['"]`);

  for (const file of sources) {
    const { text } = file;
    if (anyQuotes(text, ref) || catalogueTextCall.test(text)) return file.path;
    if (!boundNamespaces(text).has(namespace)) continue;
    if (anyQuotes(text, key)) return file.path;
    for (const prefix of keyPrefixes(text, namespace))
      if (key.startsWith(`${prefix}.`) && anyQuotes(text, key.slice(prefix.length + 1))) return file.path;
    if (parent !== '') {
      const fixedParent = new RegExp(`\`${escape(parent)}\\.\\$\\{`).test(text);
      const fixedLast = new RegExp(`\\}\\.${escape(last)}\``).test(text);
      if (fixedParent && sources.some((other) => anyQuotes(other.text, last))) return file.path;
      if (
        fixedLast &&
        sources.some((other) => other.text.includes(`messageKey="${parent}"`) || anyQuotes(other.text, parent))
      )
        return file.path;
    }
  }

  const failureCatalogue = sources.find((file) =>
    new RegExp(`namespace:\\s*['"]${escape(namespace)}['"]`).test(file.text),
  );
  const areaRule = sources.find((file) => file.text.includes(`\`\${namespace}:${key}\``));
  if (failureCatalogue && areaRule) return `${areaRule.path} (for ${failureCatalogue.path})`;

  const code = /^errors\.([A-Z][A-Z0-9_]+)$/.exec(key)?.[1];
  if (code) {
    const byCode = (file: SourceFile) =>
      file.text.includes(`\`${namespace}:errors.\${`) ||
      (boundNamespaces(file.text).has(namespace) && file.text.includes('`errors.${'));
    const generalRule = sources.find((file) => file.text.includes('`${namespace}:errors.${error.code}`'));
    const rule = sources.find(byCode) ?? (generalRule && failureCatalogue);
    const sent = serverSources.find((file) => anyQuotes(file.text, code));
    if (rule && sent) return `${rule.path} (code sent by ${sent.path})`;
  }
  return null;
}
