ALTER TABLE "account_factors" ADD COLUMN "phone_number" text;--> statement-breakpoint
-- Members who enabled SMS before the factor kept its own number proved that number at set-up: it was
-- the profile's phone number then, and for most it still is. Those who changed it since keep getting
-- codes at today's profile number, as they did before this migration; from now on it stays put.
UPDATE "account_factors" SET "phone_number" = "accounts"."phone_number"
FROM "accounts"
WHERE "account_factors"."account_id" = "accounts"."id" AND "account_factors"."type" = 'SMS';
