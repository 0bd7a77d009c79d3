import type { EnablableMultiFactorType } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../http/escape';
import type { Language } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { fromAddressOf } from '../mail/mail.port';
import { htmlMail, paragraph, type RenderedMail } from '../mail/templates/layout';
import type { StoreRecord } from '../store/store.repository';

/**
 * What changed in how the member logs in (SECURITY.md "Logs and notices"). An e-mail change is told
 * to the address that was in use before it, with the new one masked as on the second-factor pages.
 */
export type SecurityNotice =
  | { readonly kind: 'factorEnabled' | 'factorDisabled'; readonly type: EnablableMultiFactorType }
  | { readonly kind: 'backupCodesRegenerated' }
  | { readonly kind: 'trustedDevicesRemoved' }
  | { readonly kind: 'passwordChanged'; readonly signedOutApps?: readonly string[] }
  | { readonly kind: 'passwordEnabled' }
  | { readonly kind: 'emailChanged'; readonly maskedNewEmail: string }
  | { readonly kind: 'smsPhoneChanged'; readonly maskedPhoneNumber: string }
  | { readonly kind: 'identityLinked' | 'identityUnlinked'; readonly provider: string };

const typeNames = {
  ja: { Email: 'メール', SMS: 'SMS', OTP: '認証アプリ' },
  en: { Email: 'e-mail', SMS: 'SMS', OTP: 'authenticator app' },
} as const satisfies Record<Language, Record<EnablableMultiFactorType, string>>;

/** Subjects of the notices that are not about second factors (those share one). */
const subjects: Record<Language, Partial<Record<SecurityNotice['kind'], string>>> = {
  ja: {
    passwordChanged: 'パスワードが変更されました',
    passwordEnabled: 'パスワードが設定されました',
    emailChanged: 'メールアドレスが変更されました',
    smsPhoneChanged: 'SMS認証の電話番号が変更されました',
    identityLinked: '外部アカウントが連携されました',
    identityUnlinked: '外部アカウントの連携が解除されました',
  },
  en: {
    passwordChanged: 'Your password was changed',
    passwordEnabled: 'A password was set for your account',
    emailChanged: 'Your e-mail address was changed',
    smsPhoneChanged: 'Your number for SMS verification was changed',
    identityLinked: 'An external account was linked',
    identityUnlinked: 'An external account was unlinked',
  },
};

const wording = {
  ja: {
    subject: (service: string, notice: SecurityNotice) =>
      `【${service}】${subjects.ja[notice.kind] ?? '2段階認証の設定が変更されました'}`,
    body: (notice: SecurityNotice): string => {
      switch (notice.kind) {
        case 'factorEnabled':
          return `2段階認証（${typeNames.ja[notice.type]}）が有効になりました。`;
        case 'factorDisabled':
          return `2段階認証（${typeNames.ja[notice.type]}）が無効になりました。`;
        case 'backupCodesRegenerated':
          return 'バックアップコードが再発行されました。以前のバックアップコードは使えなくなりました。';
        case 'trustedDevicesRemoved':
          return '信頼済みデバイスの登録が解除されました。';
        case 'passwordChanged':
          return 'マイページでパスワードが変更されました。';
        case 'passwordEnabled':
          return 'パスワードが設定されました。今後はメールアドレスとパスワードでもログインできます。';
        case 'emailChanged':
          return `ご登録のメールアドレスが ${notice.maskedNewEmail} に変更されました。今後のお知らせは新しいメールアドレスにお送りします。`;
        case 'smsPhoneChanged':
          return `2段階認証（SMS）の認証コードの送信先が ${notice.maskedPhoneNumber} に変更されました。今後の認証コードは新しい電話番号にお送りします。`;
        case 'identityLinked':
          return `${notice.provider}のアカウントが連携されました。今後は${notice.provider}でもログインできます。`;
        case 'identityUnlinked':
          return `${notice.provider}のアカウントの連携が解除されました。${notice.provider}ではログインできなくなりました。`;
      }
    },
    warn: 'お心当たりのない場合は、すぐにパスワードを変更し、サポートまでご連絡ください。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  },
  en: {
    subject: (service: string, notice: SecurityNotice) =>
      `[${service}] ${subjects.en[notice.kind] ?? 'Your two-step verification settings changed'}`,
    body: (notice: SecurityNotice): string => {
      switch (notice.kind) {
        case 'factorEnabled':
          return `Two-step verification by ${typeNames.en[notice.type]} was turned on.`;
        case 'factorDisabled':
          return `Two-step verification by ${typeNames.en[notice.type]} was turned off.`;
        case 'backupCodesRegenerated':
          return 'New backup codes were issued. The previous backup codes no longer work.';
        case 'trustedDevicesRemoved':
          return 'Remembered devices were removed.';
        case 'passwordChanged':
          return 'Your password was changed on My Page.';
        case 'passwordEnabled':
          return 'A password was set for your account. You can now also log in with your e-mail address and password.';
        case 'emailChanged':
          return (
            `The e-mail address of your account was changed to ${notice.maskedNewEmail}. ` +
            'From now on we write to the new address.'
          );
        case 'smsPhoneChanged':
          return (
            `Codes for two-step verification by SMS now go to ${notice.maskedPhoneNumber}. ` +
            'From now on we text them to the new number.'
          );
        case 'identityLinked':
          return `Your ${notice.provider} account was linked. You can now also log in with ${notice.provider}.`;
        case 'identityUnlinked':
          return `Your ${notice.provider} account was unlinked. You can no longer log in with ${notice.provider}.`;
      }
    },
    warn: 'If this was not you, change your password at once and contact support.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  },
} as const;

/** The connected apps a sign-out everywhere logged out (SignOutSteps), as a notice says them; '' for none. */
export function signedOutAppsLine(language: Language, apps: readonly string[] = []): string {
  if (apps.length === 0) return '';
  return language === 'ja'
    ? `連携中のアプリ（${apps.join('、')}）からもログアウトしました。`
    : `Connected apps were signed out too: ${apps.join(', ')}.`;
}

export function securityNoticeMail(language: Language, serviceName: string, notice: SecurityNotice): RenderedMail {
  const w = wording[language];
  const subject = w.subject(serviceName, notice);
  const signedOut = notice.kind === 'passwordChanged' ? signedOutAppsLine(language, notice.signedOutApps) : '';
  const body = signedOut ? `${w.body(notice)}\n${signedOut}` : w.body(notice);
  const text = [body, '', w.warn, '', '--', serviceName, w.footer, ''].join('\n');
  const html = htmlMail(language, subject, serviceName, [
    paragraph(w.body(notice)),
    ...(signedOut ? [paragraph(signedOut)] : []),
    paragraph(w.warn),
    `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`,
  ]);
  return { subject, text, html };
}

/** Tells the member of a change at `account.email`; a mail failure is logged, never shown (the change is made). */
export async function mailSecurityNotice(
  app: FastifyInstance,
  request: FastifyRequest,
  store: StoreRecord,
  account: Pick<AccountRow, 'email' | 'authId'>,
  notice: SecurityNotice,
  language: Language,
): Promise<void> {
  try {
    await app.mail.send({
      storeId: store.id,
      from: fromAddressOf(store),
      to: account.email,
      ...securityNoticeMail(language, store.serviceName, notice),
    });
  } catch (error) {
    request.log.error(
      { authId: account.authId, notice: notice.kind, errName: (error as Error).name },
      'security notice not sent',
    );
  }
}
