import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from './mail.port';
import { claimDueMails, deleteMail, retryMailAt, type QueuedMail } from './mail-queue.repository';

/** How long a claimed mail is this process's: well beyond one SMTP attempt's timeouts. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Attempts before a mail is given up (about two hours of retries: 1, 2, 4 … 60 minutes apart). */
export const MAIL_MAX_ATTEMPTS = 8;
const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** Mails taken per claim. */
const BATCH = 10;
/** How often the queue is looked at without a nudge: other processes' mails, retries, expired leases. */
const POLL_MS = 5_000;
/** How long closing waits for sends in flight; an unfinished one is leased and retried later. */
const CLOSE_WAIT_MS = 5_000;

export const retryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), MAIL_RETRY_MAX_MS);

export interface MailDeliveryDeps {
  readonly db: Db;
  readonly transport: MailTransport;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/**
 * The background sender: drains the outbox through the transport, one process or many on the same
 * database (claims are SKIP LOCKED and leased, so each mail is sent once). A request's `wake()` starts
 * a drain at once; a timer catches the rest. Nothing here is awaited by a request.
 */
export class MailDelivery {
  #running: Promise<void> | null = null;
  #again = false;
  #closed = false;
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly deps: MailDeliveryDeps) {
    this.#timer = setInterval(() => this.wake(), POLL_MS);
    this.#timer.unref();
  }

  /** Drains the queue soon; a drain already running goes round once more. */
  wake(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.drain()
      .catch((err: unknown) => this.deps.log.warn({ err }, 'mail queue not drained'))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Resolves once the queue has been drained as far as it can be now (tests wait for delivery so). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    if (this.#running) await Promise.race([this.#running, new Promise((done) => setTimeout(done, CLOSE_WAIT_MS))]);
  }

  private async drain(): Promise<void> {
    for (;;) {
      const now = this.deps.now();
      const batch = await claimDueMails(this.deps.db, now, new Date(now.getTime() + MAIL_LEASE_MS), BATCH);
      if (batch.length === 0) return;
      await Promise.all(batch.map((mail) => this.deliverOne(mail)));
      if (this.#closed) return;
    }
  }

  private async deliverOne(mail: QueuedMail): Promise<void> {
    const { db, transport, log } = this.deps;
    try {
      await transport.deliver(mail);
    } catch (error) {
      // The transport's error may quote the message; log its kind only.
      const failure = {
        mailId: mail.id,
        attempts: mail.attempts,
        errName: (error as Error).name,
        errCode: (error as { code?: unknown }).code,
      };
      if (mail.attempts >= MAIL_MAX_ATTEMPTS) {
        log.error(failure, 'mail given up');
        await deleteMail(db, mail.id);
      } else {
        log.warn(failure, 'mail not delivered; tried again later');
        await retryMailAt(db, mail.id, new Date(this.deps.now().getTime() + retryDelayMs(mail.attempts)));
      }
      return;
    }
    await deleteMail(db, mail.id);
    log.info({ mailId: mail.id }, 'mail delivered');
  }
}
