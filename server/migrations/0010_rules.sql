-- Automation rules (server/src/rules): the rule, its runs, what each run saw and did per object, and the
-- per-object counters behind cool-downs and execution limits. A rule belongs to a team (team_id) or, for the
-- own team (API team 0), to its creator alone (team_id NULL). The job queue (pg-boss) keeps its own schema.

CREATE TABLE rules (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id          integer REFERENCES teams (id) ON DELETE CASCADE,
  created_by       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id       text NOT NULL CHECK (account_id ~ '^act_[0-9]{1,30}$'),
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  definition       jsonb NOT NULL,
  enabled          boolean NOT NULL DEFAULT true,
  -- Why the engine turned the rule off (the owner's session expired …); cleared when a user turns it on again.
  disabled_reason  text,
  next_run_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rules_team_id_idx ON rules (team_id);
CREATE INDEX rules_created_by_idx ON rules (created_by);
CREATE INDEX rules_due_idx ON rules (next_run_at) WHERE enabled;

CREATE TABLE rule_runs (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule_id        integer NOT NULL REFERENCES rules (id) ON DELETE CASCADE,
  trigger        text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'dry_run')),
  -- The schedule slot a scheduled run belongs to: one run per slot, however many processes tick.
  scheduled_for  timestamptz,
  status         text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'partial', 'failed', 'no_match')),
  started_at     timestamptz,
  finished_at    timestamptz,
  duration_ms    integer,
  objects_checked integer NOT NULL DEFAULT 0,
  objects_matched integer NOT NULL DEFAULT 0,
  actions_done   integer NOT NULL DEFAULT 0,
  actions_failed integer NOT NULL DEFAULT 0,
  graph_requests integer NOT NULL DEFAULT 0,
  error          text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rule_runs_slot_key ON rule_runs (rule_id, scheduled_for) WHERE scheduled_for IS NOT NULL;
CREATE INDEX rule_runs_rule_id_idx ON rule_runs (rule_id, id DESC);
CREATE INDEX rule_runs_created_at_idx ON rule_runs (created_at);

CREATE TABLE rule_run_objects (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  run_id       integer NOT NULL REFERENCES rule_runs (id) ON DELETE CASCADE,
  object_id    text NOT NULL,
  object_type  text NOT NULL,
  object_name  text NOT NULL DEFAULT '',
  matched      boolean NOT NULL,
  -- { "<metric>@<window>": number }, the values the conditions read.
  metrics      jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [{ path, metric, window, operator, left, right, right_to?, result }]
  conditions   jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ type, field?, old?, new?, status: done|failed|skipped|would, error? }]
  actions      jsonb NOT NULL DEFAULT '[]'::jsonb,
  skipped      text
);
CREATE INDEX rule_run_objects_run_id_idx ON rule_run_objects (run_id);

CREATE TABLE rule_object_states (
  rule_id         integer NOT NULL REFERENCES rules (id) ON DELETE CASCADE,
  object_id       text NOT NULL,
  executions      integer NOT NULL DEFAULT 0,
  last_acted_at   timestamptz,
  PRIMARY KEY (rule_id, object_id)
);

-- The activity log names the rule that made a change (null for changes people made).
ALTER TABLE team_activities ADD COLUMN rule_id integer REFERENCES rules (id) ON DELETE SET NULL;
ALTER TABLE team_activities ADD COLUMN rule_name text;

-- In-app notices from rules (a rule's notify action, a rule turned off because the owner's session expired).
CREATE TABLE rule_notices (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rule_id     integer REFERENCES rules (id) ON DELETE SET NULL,
  run_id      integer REFERENCES rule_runs (id) ON DELETE SET NULL,
  kind        text NOT NULL CHECK (kind IN ('matched', 'rule_paused')),
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
CREATE INDEX rule_notices_user_id_idx ON rule_notices (user_id, id DESC);
