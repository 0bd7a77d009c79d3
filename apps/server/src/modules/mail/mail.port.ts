/** One outgoing mail; `storeId` lets the dev mailbox show each store its own mails. */
export interface MailMessage {
  readonly storeId: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** The one way out for mail: SMTP in production, the outbox table in development and tests. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** `"デモビデオストア" <no-reply@demo-video.example>`; stores without a mail domain use localhost. */
export function fromAddressOf(store: { readonly serviceName: string; readonly smtpDomain: string | null }): string {
  const name = store.serviceName.replace(/["\\\r\n]/g, '');
  return `"${name}" <no-reply@${store.smtpDomain ?? 'localhost'}>`;
}
