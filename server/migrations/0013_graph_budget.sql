CREATE TABLE "graph_reads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"account_id" text,
	"path" text NOT NULL,
	"status" integer,
	"body" text,
	"headers" jsonb,
	"fetched_at" timestamp with time zone,
	"settled" boolean DEFAULT false NOT NULL,
	"invalidated" boolean DEFAULT false NOT NULL,
	"error_status" integer,
	"error_body" text,
	"error_headers" jsonb,
	"error_at" timestamp with time zone,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"claim_until" timestamp with time zone
);

CREATE TABLE "graph_throttles" (
	"account_id" text NOT NULL,
	"use_case" text NOT NULL,
	"regain_at" timestamp with time zone NOT NULL,
	"code" integer NOT NULL,
	"message" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "graph_throttles_pkey" PRIMARY KEY("account_id","use_case")
);

CREATE TABLE "insights_days" (
	"scope_key" text NOT NULL,
	"day" date NOT NULL,
	"account_id" text,
	"object_id" text NOT NULL,
	"level" text NOT NULL,
	"breakdowns" text NOT NULL,
	"action_breakdowns" text NOT NULL,
	"attribution" text NOT NULL,
	"rows" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"settled" boolean NOT NULL,
	CONSTRAINT "insights_days_pkey" PRIMARY KEY("scope_key","day")
);

CREATE INDEX "graph_reads_owner_idx" ON "graph_reads" USING btree ("owner_id","account_id");
CREATE INDEX "graph_reads_fetched_idx" ON "graph_reads" USING btree ("fetched_at");
CREATE INDEX "insights_days_fetched_idx" ON "insights_days" USING btree ("fetched_at");