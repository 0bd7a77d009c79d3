CREATE TABLE "account_factors" (
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled_at" timestamp with time zone NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"otp_secret_sealed" text,
	"otp_last_step" bigint,
	CONSTRAINT "account_factors_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
CREATE TABLE "backup_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" text NOT NULL,
	"purpose" text NOT NULL,
	"account_id" uuid,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_login_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"is_enabled_auth_code" boolean DEFAULT true NOT NULL,
	"default_login_type" text DEFAULT 'password' NOT NULL,
	"is_recaptcha_enabled" boolean DEFAULT false NOT NULL,
	"multi_factor_types" jsonb DEFAULT '["Email","SMS","OTP"]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"device_type" text NOT NULL,
	"browser" text,
	CONSTRAINT "trusted_devices_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_factors" ADD CONSTRAINT "account_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_codes" ADD CONSTRAINT "backup_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_login_settings" ADD CONSTRAINT "store_login_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_codes_account_idx" ON "backup_codes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_flow_idx" ON "one_time_codes" USING btree ("flow_id","purpose");--> statement-breakpoint
CREATE INDEX "sms_outbox_store_idx" ON "sms_outbox" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "trusted_devices_account_idx" ON "trusted_devices" USING btree ("account_id");