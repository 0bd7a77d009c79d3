CREATE TABLE "campaign_codes" (
	"store_id" text NOT NULL,
	"code" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"campaign_description" text,
	"campaign_type" text NOT NULL,
	"free_days" integer,
	"discount_percent" integer,
	"discount_continuation_count" integer,
	"plan_ids" jsonb,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	CONSTRAINT "campaign_codes_store_id_code_pk" PRIMARY KEY("store_id","code")
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"account_id" uuid NOT NULL,
	"purchase_token" text NOT NULL,
	"body_hash" text NOT NULL,
	"state" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_requests_account_id_purchase_token_pk" PRIMARY KEY("account_id","purchase_token")
);
--> statement-breakpoint
CREATE TABLE "store_purchase_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"contract_limit" integer
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "survey" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_type" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tax_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tax_rate" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_payment_day" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "survey_answers" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purchase_token" text;--> statement-breakpoint
ALTER TABLE "campaign_codes" ADD CONSTRAINT "campaign_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchase_settings" ADD CONSTRAINT "store_purchase_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlements_account_idx" ON "entitlements" USING btree ("account_id","plan_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_created_idx" ON "purchase_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_purchase_token_idx" ON "subscriptions" USING btree ("account_id","purchase_token");