/** `taro@example.com` → `t***@example.com`: enough for the member to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** `09012345678` → `*******5678`: only the last four digits show. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const shown = digits.slice(-4);
  return `${'*'.repeat(Math.max(digits.length - shown.length, 0))}${shown}`;
}
