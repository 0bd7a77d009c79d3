CREATE TABLE "account_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_consents" (
	"account_id" uuid NOT NULL,
	"consent_option_id" integer NOT NULL,
	"value" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_consents_account_id_consent_option_id_pk" PRIMARY KEY("account_id","consent_option_id")
);
--> statement-breakpoint
CREATE TABLE "account_identities" (
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_identities_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
CREATE TABLE "consent_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_value" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_account_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"is_profile_image_enabled" boolean DEFAULT true NOT NULL,
	"external_identities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"withdrawal_survey" jsonb
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"next_settlement_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"survey_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "profile_pin_hash" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "withdrawal_limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_consents" ADD CONSTRAINT "account_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_consents" ADD CONSTRAINT "account_consents_consent_option_id_consent_options_id_fk" FOREIGN KEY ("consent_option_id") REFERENCES "public"."consent_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_identities" ADD CONSTRAINT "account_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_options" ADD CONSTRAINT "consent_options_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_account_settings" ADD CONSTRAINT "store_account_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_changes_account_idx" ON "account_changes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_identities_type_subject_idx" ON "account_identities" USING btree ("type","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_options_store_key_idx" ON "consent_options" USING btree ("store_id","key");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id");--> statement-breakpoint
-- Every member so far signed up by a PIN mailed to their address: it is verified.
UPDATE "accounts" SET "email_verified_at" = "created_at";
