import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mail.port';

/**
 * Real delivery through nodemailer when SMTP_URL is set. The timeouts bound one attempt well inside
 * the sender's lease (MAIL_LEASE_MS), so a slow server cannot make another process send it again.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(message: MailMessage) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}
