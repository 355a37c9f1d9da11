CREATE TABLE "rule_run_writes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_run_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"object_id" text NOT NULL,
	"action" text NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"intended" jsonb,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_run_writes_state_check" CHECK ("rule_run_writes"."state" = ANY (ARRAY['pending'::text, 'applied'::text, 'failed'::text]))
);

ALTER TABLE "rule_runs" DROP CONSTRAINT "rule_runs_trigger_check";
ALTER TABLE "rule_runs" ADD COLUMN "lease_owner" text;
ALTER TABLE "rule_runs" ADD COLUMN "lease_until" timestamp with time zone;
ALTER TABLE "rule_runs" ADD COLUMN "reverts_run_id" integer;
ALTER TABLE "rule_run_writes" ADD CONSTRAINT "rule_run_writes_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "public"."rule_runs"("id") ON DELETE cascade ON UPDATE no action;
CREATE UNIQUE INDEX "rule_run_writes_once_key" ON "rule_run_writes" USING btree ("run_id","object_id","action","field");
ALTER TABLE "rule_runs" ADD CONSTRAINT "rule_runs_reverts_run_id_fkey" FOREIGN KEY ("reverts_run_id") REFERENCES "public"."rule_runs"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "rule_runs" ADD CONSTRAINT "rule_runs_trigger_check" CHECK ("rule_runs"."trigger" = ANY (ARRAY['schedule'::text, 'manual'::text, 'dry_run'::text, 'revert'::text]));