import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  csrfHeaderName,
  endpoints,
  type AnswerOf,
  type BodyOf,
  type EnableMultiFactorAnswer,
  type EnablableMultiFactorType,
  type EndpointDef,
  type OtpSetupScreenData,
} from '@vs/contract';
import { mailCount, waitForCode } from '@vs/testing';
import { awaitFreshStep, stepOf, totpAt } from '../support/totp';
import { secureCsrfCookie } from '../support/cookies';

/**
 * A member's own browser-less session on the real server: logs in through POST /login and sets up
 * second factors through the same calls the My Page pages make, so a journey can start from a
 * member who has them (the set-up pages have journeys of their own).
 */
export class MemberApi {
  private constructor(
    readonly api: APIRequestContext,
    readonly email: string,
  ) {}

  static async logIn(baseURL: string | undefined, member: { email: string; password: string }): Promise<MemberApi> {
    const api = await playwrightRequest.newContext({ baseURL });
    const self = new MemberApi(api, member.email);
    const { method, path } = endpoints.rootScreenData;
    expect((await api.fetch(path, { method })).ok()).toBe(true);
    const answer = await self.send(endpoints.login, {
      emailUserId: member.email,
      password: member.password,
      loginMethod: 'Password',
    });
    expect(answer.redirectTo).not.toContain('/login/multi-factor');
    return self;
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }

  /**
   * Enables OTP with a code computed from the secret the set-up page is given; answers the secret,
   * the step whose code confirmed it (no longer usable) and any backup codes handed out.
   */
  async enableOtp(): Promise<{ secret: string; usedStep: number; backupCodes: readonly string[] }> {
    const setup = await this.api.get('/zapi/internal/mypage/multi-factor/otp/screen-data');
    expect(setup.status()).toBe(200);
    const { secret } = (await setup.json()) as OtpSetupScreenData;
    await awaitFreshStep();
    const now = new Date();
    const answer = await this.enable({ multiFactorType: 'OTP', secret, token: totpAt(secret, now) });
    return { secret, usedStep: stepOf(now), backupCodes: await this.confirmBackupCodes('OTP', answer) };
  }

  async enableEmail(): Promise<readonly string[]> {
    const before = await mailCount(this.email);
    expect(await this.enable({ multiFactorType: 'Email' })).toEqual({ codeSent: true });
    const code = await waitForCode(this.email, { skip: before });
    return this.confirmBackupCodes('Email', await this.enable({ multiFactorType: 'Email', token: code }));
  }

  private async enable(body: BodyOf<typeof endpoints.enableMultiFactor>): Promise<EnableMultiFactorAnswer> {
    return this.send(endpoints.enableMultiFactor, body);
  }

  /** The first factor hands out backup codes, confirmed with the 'I saved the codes' tick. */
  private async confirmBackupCodes(
    type: EnablableMultiFactorType,
    answer: EnableMultiFactorAnswer,
  ): Promise<readonly string[]> {
    if (!('backupCodeList' in answer)) return [];
    await this.send(endpoints.enableMultiFactorWithBackupCode, {
      multiFactorType: type,
      backupCodeList: answer.backupCodeList,
      saved: true,
    });
    return answer.backupCodeList;
  }

  /**
   * One call of the contract's table, as the page makes it: method and path from the endpoint, body
   * and answer typed by it.
   */
  private async send<E extends EndpointDef>({ method, path }: E, data: BodyOf<E>): Promise<AnswerOf<E>> {
    const csrf = (await this.api.storageState()).cookies.find((c) => c.name === secureCsrfCookie)?.value ?? '';
    const answer = await this.api.fetch(path, { method, data, headers: { [csrfHeaderName]: csrf } });
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
    // 204: the endpoints that answer no body say so with an undefined answer.
    // The server's JSON is the endpoint's answer (the contract's type); 204 answers nothing.
    const answered: unknown = answer.status() === 204 ? undefined : await answer.json();
    return answered as AnswerOf<E>;
  }
}
