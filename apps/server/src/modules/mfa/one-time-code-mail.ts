import { LOGIN_CODE_LIFETIME_MINUTES } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../http/language';
import { fromAddressOf } from '../mail/mail.port';
import { codeMail } from '../mail/templates/code-mail';
import type { RenderedMail } from '../mail/templates/layout';
import type { StoreRecord } from '../store/store.repository';
import type { OneTimeCodePurpose } from './one-time-codes';

type CodeKind = 'login' | 'mfa' | 'enable';
const kindOf = (purpose: OneTimeCodePurpose): CodeKind =>
  purpose === 'login' ? 'login' : purpose.startsWith('mfa:') ? 'mfa' : 'enable';

const wording = {
  ja: (service: string) => ({
    subject: {
      login: `【${service}】ログイン用の認証コード`,
      mfa: `【${service}】2段階認証の認証コード`,
      enable: `【${service}】2段階認証の設定用の認証コード`,
    },
    lead: {
      login: `${service}にログインするための認証コードです。ログイン画面に入力してください。`,
      mfa: `${service}へのログインの2段階認証コードです。ログイン画面に入力してください。`,
      enable: `${service}の2段階認証を設定するための認証コードです。設定画面に入力してください。`,
    },
    validity: `認証コードの有効期限は${LOGIN_CODE_LIFETIME_MINUTES}分で、一度だけ使えます。`,
    sms: (code: string) =>
      `【${service}】認証コード: ${code}（${LOGIN_CODE_LIFETIME_MINUTES}分間有効）。第三者に伝えないでください。`,
  }),
  en: (service: string) => ({
    subject: {
      login: `[${service}] Your login code`,
      mfa: `[${service}] Your two-step verification code`,
      enable: `[${service}] Your code to set up two-step verification`,
    },
    lead: {
      login: `Here is your code to log in to ${service}. Enter it on the login page.`,
      mfa: `Here is the two-step verification code for your login to ${service}. Enter it on the login page.`,
      enable: `Here is the code to set up two-step verification for ${service}. Enter it on the settings page.`,
    },
    validity: `The code is valid for ${LOGIN_CODE_LIFETIME_MINUTES} minutes and works once.`,
    sms: (code: string) =>
      `[${service}] Verification code: ${code} (valid ${LOGIN_CODE_LIFETIME_MINUTES} minutes). Never share it.`,
  }),
} as const;

/** The mail carrying a login, second-factor or set-up code, in the page's language. */
export function oneTimeCodeMail(
  language: Language,
  serviceName: string,
  purpose: OneTimeCodePurpose,
  code: string,
): RenderedMail {
  const w = wording[language](serviceName);
  const kind = kindOf(purpose);
  return codeMail({ language, serviceName, subject: w.subject[kind], lead: [w.lead[kind]], code, notes: [w.validity] });
}

/** The text message carrying a code (one short line). */
export function oneTimeCodeSms(language: Language, serviceName: string, code: string): string {
  return wording[language](serviceName).sms(code);
}

/**
 * Sends a code by mail or text message. A failure is logged (without the code) and answered false,
 * so callers that must not reveal membership can still answer as usual.
 */
export async function sendOneTimeCode(
  app: FastifyInstance,
  request: FastifyRequest,
  store: StoreRecord,
  channel: { readonly mail: string } | { readonly sms: string },
  purpose: OneTimeCodePurpose,
  code: string,
  language: Language,
): Promise<boolean> {
  try {
    if ('mail' in channel) {
      await app.mail.send({
        storeId: store.id,
        from: fromAddressOf(store),
        to: channel.mail,
        ...oneTimeCodeMail(language, store.serviceName, purpose, code),
      });
    } else {
      if (!app.sms) throw new Error('no SMS sender is configured');
      await app.sms.send({
        storeId: store.id,
        to: channel.sms,
        body: oneTimeCodeSms(language, store.serviceName, code),
      });
    }
    return true;
  } catch (error) {
    request.log.error(
      { purpose, channel: 'mail' in channel ? 'mail' : 'sms', errName: (error as Error).name },
      'one-time code not sent',
    );
    return false;
  }
}
