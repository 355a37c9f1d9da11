CREATE TABLE "release_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team" text NOT NULL,
	"remotes" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "release_tokens_token_hash_key" UNIQUE("token_hash")
);

CREATE TABLE "remote_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"sequence" integer NOT NULL,
	"version" text NOT NULL,
	"build_id" text NOT NULL,
	"manifest_url" text NOT NULL,
	"contract_version" integer NOT NULL,
	"area" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"notes" text,
	"live" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	CONSTRAINT "remote_releases_sequence_key" UNIQUE("remote","sequence"),
	CONSTRAINT "remote_releases_version_key" UNIQUE("remote","version")
);

ALTER TABLE "release_tokens" ADD CONSTRAINT "release_tokens_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE INDEX "release_tokens_team_idx" ON "release_tokens" USING btree ("team");
CREATE UNIQUE INDEX "remote_releases_one_live" ON "remote_releases" USING btree ("remote") WHERE "remote_releases"."live";