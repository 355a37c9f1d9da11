-- The admin area (issue 11): logins an administrator disabled, the audit log of every admin and customer-service
-- action, rule templates (a rule definition without an account), and one published sticky message at a time.

ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Who did what to whom: before → after as JSON. Kept when the actor or the target is deleted.
CREATE TABLE audit_log (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id     integer REFERENCES users (id) ON DELETE SET NULL,
  actor_login  text NOT NULL,
  actor_role   text NOT NULL,
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    text,
  target_label text,
  before       jsonb,
  after        jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id);

CREATE TABLE rule_templates (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  category    text NOT NULL,
  definition  jsonb NOT NULL,
  published   boolean NOT NULL DEFAULT false,
  position    integer NOT NULL DEFAULT 0,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rule_templates_name_lower_key ON rule_templates (lower(name));

-- One sticky message is published at a time: keep the newest active one.
UPDATE announcements SET active = false
  WHERE active AND id <> (SELECT max(id) FROM announcements WHERE active);
CREATE UNIQUE INDEX announcements_one_active ON announcements ((true)) WHERE active;
