/** One outgoing text message; `storeId` lets the development outbox show each store its own. */
export interface SmsMessage {
  readonly storeId: string;
  readonly to: string;
  readonly body: string;
}

/** The one way out for text messages. Production has no provider yet; development and tests use the outbox. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
