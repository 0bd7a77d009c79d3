/** Types of mail-catcher.mjs, for the TypeScript callers. */
import type { SMTPServer } from 'smtp-server';

export interface MailCatcherOptions {
  readonly port: number;
  /** Emptied on start; each message lands there as `000001.eml`, `000002.eml`, … */
  readonly dir: string;
}

export function startMailCatcher(options: MailCatcherOptions): Promise<SMTPServer>;
