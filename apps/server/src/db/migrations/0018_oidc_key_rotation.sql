-- Signing keys rotate: a store has several (next, current, retired), told apart by their kid. The key
-- already stored stays the current one, so tokens it signed still verify; its kid is inside the sealed
-- JWK, which SQL cannot open, so the boot upgrade (modules/oidc/signing-key-upgrade.ts) fills it in and
-- seals the key again under the signing keys' own key.
ALTER TABLE "oidc_signing_keys" DROP CONSTRAINT "oidc_signing_keys_pkey";--> statement-breakpoint
ALTER TABLE "oidc_signing_keys" ADD COLUMN "kid" text;--> statement-breakpoint
ALTER TABLE "oidc_signing_keys" ADD COLUMN "state" text DEFAULT 'current' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_signing_keys" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oidc_signing_keys" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
UPDATE "oidc_signing_keys" SET "activated_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_signing_keys_kid_idx" ON "oidc_signing_keys" USING btree ("store_id","kid");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_signing_keys_current_idx" ON "oidc_signing_keys" USING btree ("store_id") WHERE "oidc_signing_keys"."state" = 'current';--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_signing_keys_next_idx" ON "oidc_signing_keys" USING btree ("store_id") WHERE "oidc_signing_keys"."state" = 'next';--> statement-breakpoint
-- A confidential client's secret moves out of the metadata into this sealed column at boot.
ALTER TABLE "oidc_clients" ADD COLUMN "client_secret_sealed" text;
