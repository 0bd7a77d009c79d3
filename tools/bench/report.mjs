// The benchmark's table on stdout and its section of docs/performance.md (the login benchmark
// writes another section of the same page).
import { budgets, chromiumPath } from './config.mjs';
import { writeMarkedSection } from './doc-section.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? 'n/a' : String(Math.round(value)));
/** @type {[string, (row: any) => string][]} */
const columns = [
  ['route', (r) => r.label],
  ['path', (r) => r.path],
  ['status', (r) => String(r.status)],
  ['requests', (r) => String(r.requests)],
  ['JS req', (r) => String(r.jsRequests)],
  ['JS gz KB', (r) => kb(r.jsGzip)],
  ['CSS gz KB', (r) => kb(r.cssGzip)],
  ['transfer KB', (r) => kb(r.transfer)],
  ['chain', (r) => String(r.chainDepth)],
  ['LH perf', (r) => (r.performance === null || r.performance === undefined ? 'n/a' : String(r.performance))],
  ['LCP ms', (r) => ms(r.lcpMs)],
  ['FCP ms', (r) => ms(r.fcpMs)],
  ['TBT ms', (r) => ms(r.tbtMs)],
];

export function printTable(rows) {
  const cells = rows.map((row) => columns.map(([, get]) => get(row)));
  const widths = columns.map(([head], i) => Math.max(head.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
  console.log(line(columns.map(([head]) => head)));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
  for (const row of rows) {
    console.log(
      `\nlongest chain before content, ${row.path}:\n  ${row.chain.map((u) => new URL(u).pathname).join('\n  → ')}`,
    );
    const largest = row.largestScripts.map((x) => `${x.path.split('/').pop()} ${kb(x.gzip)} KB`);
    console.log(`  largest scripts (gzipped): ${largest.join(', ')}`);
    for (const warning of row.lighthouseWarnings ?? []) console.log(`  lighthouse warning: ${warning}`);
  }
}

const runsOf = (rows, path) => {
  const runs = rows.find((row) => row.path === path)?.performanceRuns;
  return runs ? `: ${runs.join(', ')}` : '';
};

/** A budget's line in the document's "Budgets" list; the runs are those through nginx. */
const budgetLine = (b, deployedRows) =>
  `- ${b.path}: JavaScript ≤ ${b.jsGzipBytes / 1024} KB gzipped on a first visit; as deployed (nginx, TLS, ` +
  `HTTP/2) Lighthouse performance ≥ ${b.performance} and LCP ≤ ${b.lcpMs} ms (mobile preset, simulated ` +
  `throttling; the median of 3 runs${runsOf(deployedRows, b.path)}).`;

/** `rows` straight from the server (plain http); `deployedRows` the budgeted routes through nginx. */
export function writeReport(file, rows, misses, deployedRows) {
  const head = `| ${columns.map(([h]) => h).join(' | ')} |\n|${columns.map(() => '---').join('|')}|`;
  const tableOf = (of) => of.map((row) => `| ${columns.map(([, get]) => get(row)).join(' | ')} |`).join('\n');
  const chains = rows
    .map(
      (row) =>
        `- \`${row.path}\` (${row.chainDepth}): ${row.chain.map((u) => `\`${new URL(u).pathname}\``).join(' → ')}`,
    )
    .join('\n');
  const largest = rows
    .map((row) => `- \`${row.path}\`: ${row.largestScripts.map((x) => `\`${x.path}\` ${kb(x.gzip)} KB`).join(', ')}`)
    .join('\n');
  const warnings = rows
    .flatMap((row) => (row.lighthouseWarnings ?? []).map((w) => `- \`${row.path}\`: ${w}`))
    .join('\n');
  const verdict = misses.length === 0 ? 'Within budget.' : `**Budget missed:** ${misses.join('; ')}.`;
  writeMarkedSection(
    file,
    'first-visit',
    `# Performance of a first visit

Measured by \`npm run bench\` (tools/bench/first-visit.mjs) on ${new Date().toISOString().slice(0, 10)}
against the production build (\`dist/\`, built beforehand) served by \`dist/apps/server/main.mjs\` on a
fresh embedded database, in Chromium (${chromiumPath()}), Node ${process.version}.
Account pages (My Page, withdrawal) are visited as a logged-in member, made by the development fixture
call, so their figures are the page itself and not the redirect a guest gets.

## Budgets
${budgets.map((b) => budgetLine(b, deployedRows)).join('\n')}

${verdict}

## Figures

${head}
${tableOf(rows)}

The budgeted routes as deployed (through docs/deploy.md's nginx with TLS and HTTP/2, the same server
and run; their scores and LCP are the ones judged):

${head}
${tableOf(deployedRows)}

## Longest request chain before the content shows

${chains}

## Largest scripts (gzipped)

${largest}

## Lighthouse warnings

${warnings || 'None.'}

## Method
- **First visit:** a new browser context (no cookies, no storage) per route, HTTP cache disabled over
  CDP (\`Network.setCacheDisabled\`), viewport 1280×800, no throttling. The run waits for the page's
  \`#root h1\`, then for network idle.
- **Requests:** every request hop CDP reports (\`Network.requestWillBeSent\`, a redirect counts as a
  hop), until network idle.
- **JS / CSS gzipped:** the bytes of each script (CDP type Script or a JavaScript MIME type) and
  stylesheet response body, each gzipped here with zlib at its default level, so the figure does
  not depend on whether or how the server compresses. **Transfer** is the sum of CDP's
  \`encodedDataLength\` over all requests: the real bytes on the wire, headers included.
- **Chain:** each request's parent is what initiated it, from CDP's \`initiator\` (parser → the
  document or stylesheet's URL; script → the innermost stack frame with a URL, through async
  stacks; a redirect → the hop before it; the navigation has none). The depth counts only requests
  started before the content showed: an init script stamps the wall-clock time \`#root h1\` first
  enters the DOM (MutationObserver), compared with \`wallTime\` of each request. Chromium reports a
  module's static imports as initiated by \`about:client\` with no stack; for those the parent is
  taken from the module graph: the latest-started script whose body imports that URL.
- **Lighthouse:** Lighthouse's Node API, default (mobile) config, performance category only, a new
  headless Chromium per route with the flags in tools/bench/config.mjs plus \`--headless=new\`. The
  score moves by a few points between runs on a busy machine.
`,
    { missing: 'prepend' },
  );
}

/** @type {[string, (row: any) => string][]} */
const comparedColumns = [
  ['LH perf', (r) => (r.performance === null || r.performance === undefined ? 'n/a' : String(r.performance))],
  ['LCP ms', (r) => ms(r.lcpMs)],
  ['FCP ms', (r) => ms(r.fcpMs)],
  ['TBT ms', (r) => ms(r.tbtMs)],
  ['JS req', (r) => String(r.jsRequests)],
  ['JS KB (wire)', (r) => kb(r.jsTransfer)],
  ['HTML KB (wire)', (r) => kb(r.htmlTransfer)],
  ['protocol', (r) => r.protocol || '?'],
];

/**
 * Each route's figures straight from the server (plain http) beside the same through nginx
 * `nginxVersion` with TLS and HTTP/2, as a Markdown table: "plain / proxied" in every cell.
 */
export function printComparison(plainRows, proxiedRows, nginxVersion) {
  const head = ['route', ...comparedColumns.map(([name]) => name)];
  const lines = plainRows.map((plain) => {
    const proxied = proxiedRows.find((row) => row.path === plain.path);
    return [`\`${plain.path}\``, ...comparedColumns.map(([, get]) => `${get(plain)} / ${get(proxied)}`)];
  });
  console.log(`\nplain http / through ${nginxVersion} with TLS and HTTP/2 (the same server, the same run):\n`);
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}
