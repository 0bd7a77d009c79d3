ALTER TABLE "login_throttles" ADD COLUMN "kept_until_cleared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The rows of the account rules (they have a ceiling) are kept from now on; the former per-type
-- second-factor rows (ending in the factor type) count nothing any more and age out.
UPDATE "login_throttles" SET "kept_until_cleared" = true
  WHERE "key" ~ '^(login|login-code|login-mfa|mfa-enable):account:' AND "key" !~ ':(OTP|BackupCode|Email|SMS)$';
