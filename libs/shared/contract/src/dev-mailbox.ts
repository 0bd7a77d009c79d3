/** GET /dev/mailbox.json (development and test only): the store's captured mails, newest first. */
export interface DevMailboxMessage {
  readonly id: number;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** ISO 8601. */
  readonly createdAt: string;
}

export interface DevMailbox {
  readonly messages: readonly DevMailboxMessage[];
}

/** GET /dev/sms.json (development and test only): text messages the SMS outbox caught, newest first. */
export interface DevSmsMessage {
  readonly id: number;
  readonly to: string;
  readonly body: string;
  readonly createdAt: string;
}

export interface DevSmsOutbox {
  readonly messages: readonly DevSmsMessage[];
}
