CREATE TABLE "external_identity_providers" (
	"store_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"issuer" text NOT NULL,
	"authorization_endpoint" text,
	"token_endpoint" text,
	"profile_endpoint" text,
	"profile_subject_path" text DEFAULT 'id' NOT NULL,
	"profile_email_path" text,
	"scopes" text NOT NULL,
	"id_token_alg" text,
	"response_mode" text DEFAULT 'query' NOT NULL,
	"token_auth_method" text DEFAULT 'client_secret_basic' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "external_identity_providers_store_id_type_pk" PRIMARY KEY("store_id","type")
);
--> statement-breakpoint
CREATE TABLE "external_auth_attempts" (
	"state_digest" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"provider_type" text NOT NULL,
	"action" text NOT NULL,
	"account_id" uuid,
	"browser_digest" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_to" text,
	"form_response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "external_identity_providers" ADD CONSTRAINT "external_identity_providers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_auth_attempts" ADD CONSTRAINT "external_auth_attempts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_auth_attempts" ADD CONSTRAINT "external_auth_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_auth_attempts_created_idx" ON "external_auth_attempts" USING btree ("created_at");--> statement-breakpoint
-- Identities linked before issuers were kept have none to match a provider's answer: the empty issuer
-- keeps them listed on My Page until they are linked again.
ALTER TABLE "account_identities" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "account_identities" ADD COLUMN "issuer" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "account_identities" SET "store_id" = "accounts"."store_id" FROM "accounts" WHERE "accounts"."id" = "account_identities"."account_id";--> statement-breakpoint
ALTER TABLE "account_identities" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_identities" ALTER COLUMN "issuer" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "account_identities" ADD CONSTRAINT "account_identities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "account_identities_type_subject_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "account_identities_store_type_issuer_subject_idx" ON "account_identities" USING btree ("store_id","type","issuer","subject");
