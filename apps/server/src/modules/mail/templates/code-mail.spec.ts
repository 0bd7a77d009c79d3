import { describe, expect, it } from 'vitest';
import { codeMail } from './code-mail';

const mail = (language: 'ja' | 'en') =>
  codeMail({
    language,
    serviceName: 'Store <A&B>',
    subject: 'Your code',
    lead: ['First <line>.', 'Second line.'],
    code: '123456',
    notes: ['Valid 60 minutes.', 'Resend after 5.'],
  });

describe('codeMail', () => {
  it('writes the lead, the code, the notes, the warning and the send-only footer in that order', () => {
    expect(mail('en').text).toBe(
      [
        'First <line>.',
        'Second line.',
        '',
        'Verification code: 123456',
        '',
        'Valid 60 minutes.',
        'Resend after 5.',
        '',
        'If you did not request this, please ignore this mail. Never share the code with anyone.',
        '',
        '--',
        'Store <A&B>',
        'This mail was sent from a send-only address; replies are not read.',
        '',
      ].join('\n'),
    );
    expect(mail('ja').text).toContain('認証コード: 123456');
    expect(mail('ja').text).toContain('このメールは送信専用のアドレスからお送りしています。');
  });

  it('escapes every value in the HTML part and reads the code out with its label', () => {
    const { html, subject } = mail('en');
    expect(subject).toBe('Your code');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('First &lt;line&gt;.');
    expect(html).toContain('Store &lt;A&amp;B&gt;');
    expect(html).not.toContain('<line>');
    expect(html).toMatch(/aria-label="Verification code"[^>]*>123456</);
    expect(html.indexOf('Second line.')).toBeLessThan(html.indexOf('123456'));
    expect(html.indexOf('123456')).toBeLessThan(html.indexOf('Resend after 5.'));
  });
});
