// One first visit in a fresh browser context with the HTTP cache disabled, recorded over CDP.
import { gzipSync } from 'node:zlib';
import { importsOf, longestChain } from './chain.mjs';

/** The page content has shown when the routed page's first-level heading is in the DOM. */
export const contentSelector = '#root h1';

/**
 * `cookies` (Playwright's shape) start the visit logged in, for the member-only routes. An https `url`
 * is the benchmark's proxy, whose certificate is self-signed: this context trusts it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ cookies?: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0] }=} options
 */
export async function measureFirstVisit(browser, url, { cookies = [] } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ignoreHTTPSErrors: url.startsWith('https:'),
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  // Stamp the wall-clock moment the content first appears; CDP's requestWillBeSent carries the
  // wall time each request started, so the two compare on one clock.
  await context.addInitScript((selector) => {
    const mark = () => {
      if (!window.__vsContentShownAt && document.querySelector(selector)) {
        window.__vsContentShownAt = performance.timeOrigin + performance.now();
      }
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  }, contentSelector);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 200 * 1024 * 1024, maxResourceBufferSize: 50 * 1024 * 1024 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  /** One entry per request hop (an HTTP redirect makes a new hop whose parent is the previous one). */
  const hops = [];
  const current = new Map(); // requestId → latest hop
  cdp.on('Network.requestWillBeSent', (event) => {
    const previous = current.get(event.requestId);
    const hop = {
      requestId: event.requestId,
      url: event.request.url,
      startedAt: event.wallTime * 1000,
      initiator: event.initiator,
      redirectedFrom: event.redirectResponse ? previous : undefined,
      type: event.type,
      mimeType: '',
      protocol: '',
      status: 0,
      encodedBytes: 0,
      finished: false,
    };
    hops.push(hop);
    current.set(event.requestId, hop);
  });
  cdp.on('Network.responseReceived', (event) => {
    const hop = current.get(event.requestId);
    if (!hop) return;
    hop.type = event.type;
    hop.mimeType = event.response.mimeType;
    hop.status = event.response.status;
    hop.protocol = event.response.protocol ?? '';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const hop = current.get(event.requestId);
    if (!hop) return;
    hop.encodedBytes = event.encodedDataLength;
    hop.finished = true;
  });

  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(contentSelector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const contentShownAt = await page.evaluate(() => window.__vsContentShownAt ?? null);
  const landedOn = new URL(page.url()).pathname;

  let jsGzip = 0;
  let cssGzip = 0;
  let jsRequests = 0;
  let jsTransfer = 0;
  let transfer = 0;
  const imports = new Map();
  const scripts = [];
  for (const hop of hops) {
    transfer += hop.encodedBytes;
    if (!hop.finished || current.get(hop.requestId) !== hop) continue;
    const isJs = hop.type === 'Script' || /javascript|ecmascript/.test(hop.mimeType);
    const isCss = hop.type === 'Stylesheet' || hop.mimeType === 'text/css';
    if (!isJs && !isCss) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: hop.requestId });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    const gzipped = gzipSync(bytes).length;
    if (isJs) {
      imports.set(hop.url, importsOf(bytes.toString('utf8'), hop.url));
      scripts.push({ path: new URL(hop.url).pathname, gzip: gzipped });
      jsGzip += gzipped;
      jsTransfer += hop.encodedBytes;
      jsRequests += 1;
    } else cssGzip += gzipped;
  }
  const beforeContent = contentShownAt === null ? hops : hops.filter((hop) => hop.startedAt <= contentShownAt);
  const chain = longestChain(beforeContent, imports);
  // The page's own HTML answer (the last hop of the first request): its bytes on the wire show
  // whether it came compressed, its protocol what the browser spoke (http/1.1, h2).
  const documentHop = hops.length > 0 ? current.get(hops[0].requestId) : undefined;
  await context.close();
  return {
    status: response?.status() ?? 0,
    landedOn,
    requests: hops.length,
    jsRequests,
    jsGzip,
    jsTransfer,
    cssGzip,
    transfer,
    htmlTransfer: documentHop?.encodedBytes ?? 0,
    protocol: documentHop?.protocol ?? '',
    chainDepth: chain.length,
    chain: chain.map((hop) => hop.url),
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    largestScripts: scripts.slice(0, 5),
  };
}
