import type { ApiErrorBody } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser, testClock } from '../../test/browser';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { CAMPAIGN_CODE_GUESSES_PER_CLIENT, CAMPAIGN_CODE_GUESSES_PER_MEMBER } from './campaign-guesses';

const clock = testClock(new Date('2026-04-01T00:00:00Z'));

const TRY_LATER = {
  code: 'TOO_MANY_REQUESTS',
  message: '試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
};

/** Campaign codes are guessed under the login guesses' limits: per member and per client address. */
describe('campaign-code guess limits at the verify call', () => {
  const t = useTestApp({}, { now: clock.now });
  let seq = 0;
  const guess = (browser: TestBrowser, campaignCode: string) =>
    browser.post('/zapi/purchase/verify/monthly', { paymentMethod: 'CampaignCode', campaignCode });
  const wrong = (browser: TestBrowser) => guess(browser, `WRONG${++seq}`);

  it('refuses the member after the free failures, the right code too, until the wait has passed', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'guesser@example.com');
    for (let i = 0; i < CAMPAIGN_CODE_GUESSES_PER_MEMBER.freeFailures; i += 1) {
      const answer = await wrong(browser);
      expect(answer.statusCode, `guess ${i + 1}`).toBe(400);
      expect(answer.json<ApiErrorBody>().fieldErrors).toEqual({
        campaignCode: 'validation:payment.campaignCodeInvalid',
      });
    }
    const limited = await wrong(browser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>()).toMatchObject(TRY_LATER);
    expect(limited.headers['retry-after']).toBe(String(CAMPAIGN_CODE_GUESSES_PER_MEMBER.baseWaitMs / 1000));
    // While limited even the right code is refused: the answer tells nothing about the code.
    expect((await guess(browser, 'DEMOFREE')).statusCode).toBe(429);

    clock.advance(CAMPAIGN_CODE_GUESSES_PER_MEMBER.baseWaitMs - 1);
    expect((await guess(browser, 'DEMOFREE')).statusCode).toBe(429);
    clock.advance(1);
    expect((await guess(browser, 'DEMOFREE')).statusCode).toBe(200);
    // A right code is no failure, yet it wipes none (a public code would buy new rounds): tries still wait.
    expect((await wrong(browser)).statusCode).toBe(429);
    clock.advance(CAMPAIGN_CODE_GUESSES_PER_MEMBER.baseWaitMs);
    expect((await wrong(browser)).statusCode).toBe(400);
    expect((await guess(browser, 'DEMOFREE')).statusCode).toBe(429);
  });

  it('counts 50 parallel wrong guesses exactly: no more than the free failures get an answer', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'parallel@example.com');
    const answers = await Promise.all(Array.from({ length: 50 }, () => wrong(browser)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(CAMPAIGN_CODE_GUESSES_PER_MEMBER.freeFailures);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - CAMPAIGN_CODE_GUESSES_PER_MEMBER.freeFailures);
  });

  it('refuses a client address after its failures over all members, then lets it try after the wait', async () => {
    const ip = '10.9.9.9';
    const members: TestBrowser[] = [];
    const { freeFailures } = CAMPAIGN_CODE_GUESSES_PER_CLIENT;
    const perMember = CAMPAIGN_CODE_GUESSES_PER_MEMBER.freeFailures;
    for (let i = 0; i < Math.ceil(freeFailures / perMember) + 1; i += 1) {
      const { member } = await loggedInMember(t.app, t.db, `shared${i}@example.com`);
      const browser = await new TestBrowser(t.app, 'localhost', {}, ip).open();
      expect(
        (await browser.post('/login', { emailUserId: member.email, password: PASSWORD, loginMethod: 'Password' }))
          .statusCode,
      ).toBe(200);
      members.push(browser);
    }
    let failures = 0;
    for (const browser of members)
      for (let i = 0; i < perMember && failures < freeFailures; i += 1, failures += 1)
        expect((await wrong(browser)).statusCode).toBe(400);
    const fresh = members[members.length - 1] as TestBrowser;
    expect((await wrong(fresh)).json<ApiErrorBody>()).toMatchObject(TRY_LATER);
    expect((await guess(fresh, 'DEMOFREE')).statusCode).toBe(429);
    clock.advance(CAMPAIGN_CODE_GUESSES_PER_CLIENT.baseWaitMs);
    expect((await guess(fresh, 'DEMOFREE')).statusCode).toBe(200);
  });
});
