-- Saved views of the ads manager (columns, widths, sort, conditional formats, list parameters), shared read-only
-- with a team; the default view per objective; and the working layout beside each user's columns.

CREATE TABLE "adsmanager_view_defaults" (
	"user_id" integer NOT NULL,
	"objective" text NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "adsmanager_view_defaults_pkey" PRIMARY KEY("user_id","objective")
);

CREATE TABLE "adsmanager_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adsmanager_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"team_id" integer,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adsmanager_views_name_check" CHECK (length("adsmanager_views"."name") BETWEEN 1 AND 60)
);

ALTER TABLE "adsmanager_preferences" ADD COLUMN "layout" jsonb;
ALTER TABLE "adsmanager_preferences" ADD COLUMN "view_id" integer;
ALTER TABLE "adsmanager_view_defaults" ADD CONSTRAINT "adsmanager_view_defaults_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "adsmanager_view_defaults" ADD CONSTRAINT "adsmanager_view_defaults_view_id_fkey" FOREIGN KEY ("view_id") REFERENCES "public"."adsmanager_views"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "adsmanager_views" ADD CONSTRAINT "adsmanager_views_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "adsmanager_views" ADD CONSTRAINT "adsmanager_views_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
CREATE INDEX "adsmanager_view_defaults_view_id_idx" ON "adsmanager_view_defaults" USING btree ("view_id");
CREATE UNIQUE INDEX "adsmanager_views_owner_name_key" ON "adsmanager_views" USING btree ("owner_id",lower("name"));
CREATE INDEX "adsmanager_views_team_id_idx" ON "adsmanager_views" USING btree ("team_id");
ALTER TABLE "adsmanager_preferences" ADD CONSTRAINT "adsmanager_preferences_view_id_fkey" FOREIGN KEY ("view_id") REFERENCES "public"."adsmanager_views"("id") ON DELETE set null ON UPDATE no action;