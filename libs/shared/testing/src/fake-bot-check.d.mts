/** Types of fake-bot-check.mjs, for the TypeScript callers (the server's unit tests). */
export interface FakeBotCheckOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  readonly secret: string;
  readonly siteKey: string;
}

export interface FakeBotCheck {
  /** `http://127.0.0.1:<port>`: the script is at `/recaptcha/api.js`, the verifier at `/recaptcha/api/siteverify`. */
  readonly url: string;
  close(): Promise<void>;
}

export function startFakeBotCheck(options: FakeBotCheckOptions): Promise<FakeBotCheck>;
