CREATE TABLE "activity_undos" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"outcome" jsonb,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);

ALTER TABLE "team_activities" ADD COLUMN "batch_id" text;
ALTER TABLE "team_activities" ADD COLUMN "undoes_activity_id" integer;
ALTER TABLE "activity_undos" ADD CONSTRAINT "activity_undos_activity_id_team_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."team_activities"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "activity_undos" ADD CONSTRAINT "activity_undos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "team_activities" ADD CONSTRAINT "team_activities_undoes_activity_id_team_activities_id_fk" FOREIGN KEY ("undoes_activity_id") REFERENCES "public"."team_activities"("id") ON DELETE set null ON UPDATE no action;
CREATE INDEX "team_activities_batch_idx" ON "team_activities" USING btree ("batch_id");
CREATE INDEX "team_activities_undoes_idx" ON "team_activities" USING btree ("undoes_activity_id");