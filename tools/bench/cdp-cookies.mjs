// Cookies put into a running Chromium's own cookie jar over its DevTools socket, before Lighthouse
// opens its page there. (A Cookie header given to Lighthouse as an extra header is not what a
// browser holding a session sends: Chromium never sends it on the page's requests.)

/**
 * A cookie in Playwright's shape (what BenchClient's cookiesForBrowser answers).
 * @typedef {{ name: string, value: string, domain?: string, path?: string }} NamedCookie
 * @typedef {NamedCookie & { secure?: boolean, sameSite?: string }} Cookie
 */

/**
 * Sets `cookies` (Playwright's shape: name, value, domain, path, secure, sameSite) in the default
 * browser context of the Chromium whose browser endpoint is `webSocketUrl` (`ws://…/devtools/browser/…`).
 * @param {string} webSocketUrl
 * @param {Cookie[]} cookies
 */
export async function setBrowserCookies(webSocketUrl, cookies) {
  if (cookies.length === 0) return;
  const socket = new WebSocket(webSocketUrl);
  try {
    await new Promise((resolveOpen, reject) => {
      socket.addEventListener('open', resolveOpen, { once: true });
      socket.addEventListener('error', () => reject(new Error(`no DevTools socket at ${webSocketUrl}`)), {
        once: true,
      });
    });
    const answer = new Promise((resolveAnswer) =>
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id === 1) resolveAnswer(message);
      }),
    );
    const params = {
      cookies: cookies.map(({ name, value, domain, path = '/', secure = true, sameSite = 'Lax' }) => ({
        name,
        value,
        domain,
        path,
        secure,
        sameSite,
      })),
    };
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params }));
    const { error } = /** @type {{ error?: { message: string } }} */ (await answer);
    if (error) throw new Error(`Storage.setCookies: ${error.message}`);
  } finally {
    socket.close();
  }
}
