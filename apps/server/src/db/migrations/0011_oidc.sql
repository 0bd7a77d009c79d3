CREATE TABLE "oidc_clients" (
	"store_id" text NOT NULL,
	"client_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"client_name" text NOT NULL,
	"client_name_ja" text NOT NULL,
	"logo_uri" text,
	"description" text DEFAULT '' NOT NULL,
	"provider_name" text DEFAULT '' NOT NULL,
	"tos_uri" text,
	"privacy_uri" text,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "oidc_clients_store_id_client_id_pk" PRIMARY KEY("store_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"store_id" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"account_id" text,
	"client_id" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_payloads_store_id_kind_id_pk" PRIMARY KEY("store_id","kind","id")
);
--> statement-breakpoint
CREATE TABLE "oidc_scopes" (
	"store_id" text NOT NULL,
	"scope_key" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "oidc_scopes_store_id_scope_key_pk" PRIMARY KEY("store_id","scope_key")
);
--> statement-breakpoint
CREATE TABLE "oidc_signing_keys" (
	"store_id" text PRIMARY KEY NOT NULL,
	"sealed_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_clients" ADD CONSTRAINT "oidc_clients_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_payloads" ADD CONSTRAINT "oidc_payloads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_scopes" ADD CONSTRAINT "oidc_scopes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_signing_keys" ADD CONSTRAINT "oidc_signing_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("store_id","grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("store_id","uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_client_idx" ON "oidc_payloads" USING btree ("store_id","kind","account_id","client_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");