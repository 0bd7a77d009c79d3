/** One outgoing mail; `storeId` lets the dev mailbox show each store its own mails. */
export interface MailMessage {
  readonly storeId: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/**
 * The one way out for mail (`app.mail`): it writes the mail to the outbox and returns, never waiting
 * for delivery, so a request answers in the same time whether it mailed someone or not.
 */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** What really delivers a queued mail (SMTP); the background sender calls it, never a request. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

/** `"デモビデオストア" <no-reply@demo-video.example>`; stores without a mail domain use localhost. */
export function fromAddressOf(store: { readonly serviceName: string; readonly smtpDomain: string | null }): string {
  const name = store.serviceName.replace(/["\\\r\n]/g, '');
  return `"${name}" <no-reply@${store.smtpDomain ?? 'localhost'}>`;
}
