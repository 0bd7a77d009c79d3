// One HTTP client with its own cookie jar, as one browser would be: it keeps what Set-Cookie
// sends (the session and CSRF cookies rotate at login) and echoes the CSRF cookie in the header.
import { Agent, request as httpRequest } from 'node:http';
import { csrfCookieName, csrfHeaderName, hostCookieName } from './contract.mjs';

/** A desktop Chrome, so the login history's device and browser parsing does its real work. */
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export class BenchClient {
  #cookies = new Map();
  /** @type {Agent | null} */
  #agent = null;

  /**
   * `localAddress` (an address of 127.0.0.0/8 on loopback) makes this client connect from an address of
   * its own, so a proxy in front of the server sees a different client address per client (tools/scale).
   * @param {string} origin
   * @param {{ localAddress?: string }} [options]
   */
  constructor(origin, { localAddress } = {}) {
    this.origin = origin;
    if (localAddress) this.#agent = new Agent({ keepAlive: true, localAddress });
  }

  /**
   * GET or POST (JSON) with any `extraHeaders`; answers the status, the parsed body, the Location
   * header and the Set-Cookie lines. `redirect: 'manual'` answers a redirect itself instead of
   * following it (the OIDC benchmark).
   */
  async request(method, path, body, extraHeaders = {}, { redirect = 'follow' } = {}) {
    /** @type {Record<string, string>} */
    const headers = { 'user-agent': userAgent, 'accept-language': 'ja', ...extraHeaders };
    if (this.#cookies.size > 0)
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      // `__Host-vs-csrf` from a server with Secure cookies (production, the demo), `vs-csrf` from development.
      headers[csrfHeaderName] =
        this.#cookies.get(hostCookieName(csrfCookieName, true)) ?? this.#cookies.get(csrfCookieName) ?? '';
    }
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const { status, setCookies, text, location } = await this.#send(method, path, headers, payload, redirect);
    this.#keep(setCookies);
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status, body: json, location, setCookies };
  }

  /** fetch, or node:http from the client's own local address. */
  async #send(method, path, headers, payload, redirect) {
    const url = `${this.origin}${path}`;
    if (!this.#agent) {
      const response = await fetch(url, { method, headers, body: payload, redirect });
      return {
        status: response.status,
        setCookies: response.headers.getSetCookie(),
        text: await response.text(),
        location: response.headers.get('location'),
      };
    }
    const agent = this.#agent;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookies: response.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
            location: response.headers.location ?? null,
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  /** Closes the kept-alive connections of a client with a local address. */
  close() {
    this.#agent?.destroy();
  }

  /** Like {@link request}, but anything other than 200 is an error that says what came back. */
  async expectOk(method, path, body) {
    const answer = await this.request(method, path, body);
    if (answer.status !== 200)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The jar as Playwright cookies for `origin`, so a browser context can carry this client's login. */
  cookiesForBrowser() {
    // Secure like the server sets them: `__Host-` names demand it, and Chromium counts 127.0.0.1 as a secure origin.
    const { hostname } = new URL(this.origin);
    return [...this.#cookies].map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: '/',
      secure: true,
      sameSite: /** @type {const} */ ('Lax'),
    }));
  }

  #keep(setCookies) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const cleared = value === '' || attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (cleared) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}
