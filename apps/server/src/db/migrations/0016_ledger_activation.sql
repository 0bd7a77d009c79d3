ALTER TABLE "subscriptions" ADD COLUMN "activation_on_charge" jsonb;--> statement-breakpoint
-- Contracts still waiting for their charge from before this column: once the reconciler finds them
-- charged they become a new contract whose entitlement ends where the contract or its period does.
UPDATE "subscriptions" SET "activation_on_charge" = jsonb_build_object(
  'status', 'NEW_CONTRACT',
  'startsAt', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'entitlementExpiresAt', CASE
    WHEN "expires_at" IS NOT NULL THEN to_char("expires_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    WHEN "next_settlement_day" IS NOT NULL THEN to_char(("next_settlement_day"::timestamp AT TIME ZONE 'Asia/Tokyo') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ELSE NULL END
) WHERE "status" = 'PENDING';
