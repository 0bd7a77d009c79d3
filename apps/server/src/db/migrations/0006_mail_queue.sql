ALTER TABLE "mail_outbox" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_send_at_idx" ON "mail_outbox" USING btree ("send_at");