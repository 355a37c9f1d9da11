ALTER TABLE "team_activities" ADD COLUMN "campaign_name" text;
ALTER TABLE "team_activities" ADD COLUMN "adset_name" text;