// The mixed load: members sign up (the PIN read from the mail the server sent), look at My Page,
// guess wrong, log in, edit their profile. Every client connects from a loopback address of its own,
// so the proxy, and through it the server's per-address limits, see one address per member.
import { randomBytes } from 'node:crypto';
import { BenchClient } from '../bench/bench-client.mjs';
import { endpoints, screenDataPath } from '../bench/contract.mjs';
import { signUpMember } from '../bench/login-member.mjs';

/** The `i`-th address of block `block` of 127.0.0.0/8 (127.0.0.1 is the proxy's own: never used). */
export function loopbackAddress(block, i) {
  return `127.${block}.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
}

/** Every request the tool sends, and each that failed: no answer, a 5xx, or not what the step expects. */
export class RequestLog {
  total = 0;
  /** @type {string[]} */
  failures = [];

  fail(what) {
    this.failures.push(what);
  }
}

/** A BenchClient whose every request is counted in a {@link RequestLog}. */
export class CountedClient extends BenchClient {
  /** @param {string} origin @param {RequestLog} log @param {{ localAddress?: string, phase?: string }} options */
  constructor(origin, log, { localAddress, phase } = {}) {
    super(origin, { localAddress });
    this.log = log;
    this.phase = phase;
  }

  /** @override */
  async request(method, path, body, extraHeaders = {}) {
    this.log.total += 1;
    const headers = this.phase ? { 'x-scale-phase': this.phase, ...extraHeaders } : extraHeaders;
    try {
      const answer = await super.request(method, path, body, headers);
      if (answer.status >= 500) this.log.fail(`${method} ${path} answered ${answer.status}`);
      return answer;
    } catch (error) {
      const reason = error instanceof Error ? (/** @type {any} */ (error).code ?? error.message) : String(error);
      this.log.fail(`${method} ${path}: ${reason}`);
      throw error;
    }
  }

  /** The request, which must answer `status`; otherwise a failure is logged. Answers the body. */
  async expect(status, method, path, body) {
    const answer = await this.request(method, path, body);
    if (answer.status !== status && answer.status < 500)
      this.log.fail(`${method} ${path} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

const passwordLogin = (identifier, password) => ({ emailUserId: identifier, password, loginMethod: 'Password' });

/**
 * One member's visit: sign-up, My Page, two wrong passwords and the right one from a second
 * browser, a profile edit, My Page again. Answers what the checks need.
 */
async function memberVisit(origin, mailbox, log, i) {
  const localAddress = loopbackAddress(1, i);
  const signingUp = new CountedClient(origin, log, { localAddress, phase: 'mixed' });
  const member = await signUpMember(origin, mailbox, signingUp);
  signingUp.close();
  const browser = new CountedClient(origin, log, { localAddress, phase: 'mixed' });
  await browser.expect(200, 'GET', endpoints.rootScreenData.path);
  for (const wrong of ['Wrong1password', 'Wrong2password'])
    await browser.expect(401, 'POST', endpoints.login.path, passwordLogin(member.identifier, wrong));
  await browser.expect(200, 'POST', endpoints.login.path, passwordLogin(member.identifier, member.password));
  const { values, customAssociatedInfoValues } = await browser.expect(200, 'GET', screenDataPath('/mypage/edit'));
  const nickname = `n${randomBytes(3).toString('hex')}`;
  await browser.expect(200, 'POST', endpoints.accountEdit.path, {
    optionalInfo: { ...values, nickname },
    customAssociatedInfo: customAssociatedInfoValues,
  });
  const top = await browser.expect(200, 'GET', screenDataPath('/mypage'));
  if (top?.contactEmail !== member.identifier) log.fail(`My Page of ${member.identifier} shows ${top?.contactEmail}`);
  return { ...member, nickname, localAddress, browser };
}

/** `count` member visits, `concurrency` at a time. A visit that throws is a failure, not the end of the run. */
export async function mixedLoad({ origin, mailbox, log, count, concurrency }) {
  const members = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await memberVisit(origin, mailbox, log, i).then(
        (member) => members.push(member),
        (error) => log.fail(`member ${i}: ${error.message}`),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return members;
}
