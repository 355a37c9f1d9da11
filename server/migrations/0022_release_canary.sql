CREATE TABLE "release_health" (
	"release_id" integer NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_health_pkey" PRIMARY KEY("release_id","kind")
);

ALTER TABLE "remote_releases" ADD COLUMN "canary_percent" integer;
ALTER TABLE "remote_releases" ADD COLUMN "canary_started_at" timestamp with time zone;
ALTER TABLE "release_health" ADD CONSTRAINT "release_health_release_id_fkey" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE cascade ON UPDATE no action;
CREATE UNIQUE INDEX "remote_releases_one_canary" ON "remote_releases" USING btree ("remote") WHERE "remote_releases"."canary_percent" IS NOT NULL;
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_canary_percent_check" CHECK ("remote_releases"."canary_percent" IS NULL OR ("remote_releases"."canary_percent" BETWEEN 1 AND 99 AND NOT "remote_releases"."live"));