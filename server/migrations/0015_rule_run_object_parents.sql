ALTER TABLE "rule_run_objects" ADD COLUMN "campaign_name" text;
ALTER TABLE "rule_run_objects" ADD COLUMN "adset_name" text;