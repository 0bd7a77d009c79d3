import type { BotCheckSettings } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BotCheckConfig } from '../../config';
import { storeLoginSettings } from '../../db/schema';
import { createBotCheckVerifier, type BotCheckAction } from './bot-check-verifier';

export interface BotCheck {
  /** What the login page needs to load the script and ask for a token. */
  readonly settings: BotCheckSettings;
  /** True only when the verification service vouches for the token (fails closed). */
  verify(token: string, ip: string, action: BotCheckAction): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent when BOT_CHECK_* is not configured: then no store gets a bot check. */
    readonly botCheck?: BotCheck;
  }
}

export interface BotCheckPluginOptions {
  readonly config: BotCheckConfig | null;
}

export const botCheckPlugin = fp<BotCheckPluginOptions>(
  async (app: FastifyInstance, { config }) => {
    if (!config) {
      const [enabled] = await app.db
        .select({ storeId: storeLoginSettings.storeId })
        .from(storeLoginSettings)
        .where(eq(storeLoginSettings.isRecaptchaEnabled, true))
        .limit(1);
      if (enabled)
        app.log.warn('bot-check settings are missing (BOT_CHECK_*): stores that enable the bot check get none');
      return;
    }
    const log = app.log.child({ module: 'bot-check' });
    const botCheck: BotCheck = {
      settings: { scriptUrl: config.scriptUrl, siteKey: config.siteKey, action: 'login' },
      verify: createBotCheckVerifier({
        verifyUrl: config.verifyUrl,
        secret: config.secret,
        minScore: config.minScore,
        log,
      }),
    };
    app.decorate('botCheck', botCheck);
  },
  { name: 'bot-check', dependencies: ['database'] },
);
