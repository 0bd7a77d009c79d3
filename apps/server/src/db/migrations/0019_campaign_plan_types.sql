ALTER TABLE "campaign_codes" ADD COLUMN "plan_types" jsonb;
