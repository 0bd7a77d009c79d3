import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './mail.port';

/** Real delivery through nodemailer when SMTP_URL is set. */
export function createSmtpSender(smtpUrl: string): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
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
