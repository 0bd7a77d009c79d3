CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" text NOT NULL,
	"auth_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"password_hash" text NOT NULL,
	"name" text,
	"name_kana" text,
	"given_name" text,
	"family_name" text,
	"given_name_kana" text,
	"family_name_kana" text,
	"nickname" text,
	"birthday" text,
	"sex" text,
	"phone_number" text,
	"country" text,
	"postal_code" text,
	"prefecture" text,
	"address" text,
	"address2" text,
	"custom_associated_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_auth_id_key" UNIQUE("auth_id")
);
--> statement-breakpoint
CREATE TABLE "policy_consents" (
	"account_id" uuid NOT NULL,
	"policy_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"key" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_consents_account_id_policy_id_revision_pk" PRIMARY KEY("account_id","policy_id","revision")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" text NOT NULL,
	"consents" jsonb,
	"email" text,
	"pin_hash" text,
	"pin_expires_at" timestamp with time zone,
	"pin_tries" integer DEFAULT 0 NOT NULL,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_verified_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"account_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_signup_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"field_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gender_input_type" text DEFAULT 'Radio' NOT NULL,
	"disallow_unknown_gender" boolean DEFAULT false NOT NULL,
	"password_strength" text DEFAULT 'default' NOT NULL,
	"is_enabled_user_id" boolean DEFAULT false NOT NULL,
	"show_policy_first" boolean DEFAULT false NOT NULL,
	"custom_associated_info" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_consents" ADD CONSTRAINT "policy_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_consents" ADD CONSTRAINT "policy_consents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_flows" ADD CONSTRAINT "signup_flows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_flows" ADD CONSTRAINT "signup_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_signup_settings" ADD CONSTRAINT "store_signup_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_store_email_key" ON "accounts" USING btree ("store_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_store_user_id_key" ON "accounts" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "policy_consents_policy_idx" ON "policy_consents" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "signup_flows_expires_at_idx" ON "signup_flows" USING btree ("expires_at");