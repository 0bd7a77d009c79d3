CREATE TABLE "charge_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" text NOT NULL,
	"account_id" uuid,
	"subscription_id" uuid,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_jpy" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"payment_method_id" text,
	"payment_method" jsonb,
	"provider_key" text NOT NULL,
	"provider_charge_id" text,
	"period_start" date,
	"order_token" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "charge_attempts_provider_key_unique" UNIQUE("provider_key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_attempt_id" uuid NOT NULL,
	"addressee" text NOT NULL,
	"honorific" text NOT NULL,
	"issuer_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"issue_number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_billing_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"issuer_name" text NOT NULL,
	"registration_number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tax_rate" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_price" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_remaining" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "campaign_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "campaign_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_survey_answers" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hold_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_charge_attempt_id_charge_attempts_id_fk" FOREIGN KEY ("charge_attempt_id") REFERENCES "public"."charge_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_billing_settings" ADD CONSTRAINT "store_billing_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_live_period_idx" ON "charge_attempts" USING btree ("subscription_id","period_start") WHERE "charge_attempts"."period_start" is not null and "charge_attempts"."state" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_live_order_idx" ON "charge_attempts" USING btree ("account_id","order_token") WHERE "charge_attempts"."order_token" is not null and "charge_attempts"."state" <> 'failed';--> statement-breakpoint
CREATE INDEX "charge_attempts_account_idx" ON "charge_attempts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "charge_attempts_unsettled_idx" ON "charge_attempts" USING btree ("state","created_at") WHERE "charge_attempts"."state" in ('pending', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_charge_issue_idx" ON "invoices" USING btree ("charge_attempt_id","issue_number");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_settlement_day") WHERE "subscriptions"."next_settlement_day" is not null;--> statement-breakpoint
-- Contracts made before the ledger existed: each becomes its charge attempt, so payment history and
-- invoices (which read only the ledger) show them. A contract still waiting for its charge becomes an
-- `unknown` attempt under its purchase token (the key its charge was asked with): the reconciler settles it.
UPDATE "subscriptions" s SET "plan_price" = p."price" FROM "plans" p WHERE p."store_id" = s."store_id" AND p."plan_id" = s."plan_id" AND s."plan_price" IS NULL;--> statement-breakpoint
INSERT INTO "charge_attempts" ("store_id", "account_id", "subscription_id", "plan_id", "plan_name", "kind", "state", "amount_jpy", "tax_amount", "tax_rate", "payment_method_id", "payment_method", "provider_key", "period_start", "order_token", "created_at", "settled_at")
SELECT s."store_id", s."account_id", s."id", s."plan_id", coalesce(p."plan_name", s."plan_id"),
  CASE s."plan_type" WHEN 'purchase' THEN 'purchase' WHEN 'rental' THEN 'rental' ELSE 'subscription' END,
  CASE WHEN s."status" = 'PENDING' THEN 'unknown' ELSE 'charged' END,
  s."billing_amount", s."tax_amount", s."tax_rate", s."payment_method_id",
  CASE WHEN s."payment_method_type" IS NULL THEN NULL ELSE jsonb_build_object('paymentMethodType', s."payment_method_type") END,
  CASE WHEN s."status" = 'PENDING' AND s."purchase_token" IS NOT NULL THEN s."purchase_token" ELSE 'migrated:' || s."id" END,
  NULL, s."purchase_token", s."created_at", CASE WHEN s."status" = 'PENDING' THEN NULL ELSE s."created_at" END
FROM "subscriptions" s LEFT JOIN "plans" p ON p."store_id" = s."store_id" AND p."plan_id" = s."plan_id";
