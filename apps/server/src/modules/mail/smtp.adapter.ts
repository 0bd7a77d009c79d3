import type { Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail.port';

/**
 * Real delivery through nodemailer when SMTP_URL is set. The timeouts bound one attempt well inside
 * the sender's lease (MAIL_LEASE_MS), so a slow server cannot make another process send it again.
 * nodemailer is imported for the first mail, not at start (it sends from the queue, off the request).
 */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    async deliver(message: MailMessage) {
      const opened = await open();
      await opened.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}
