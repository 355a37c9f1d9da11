-- Saved collections of interests ("groups"), owned by a team (team_id) or, for the own team (API team 0),
-- by one user alone (team_id NULL).

CREATE TABLE interest_groups (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id    integer REFERENCES teams (id) ON DELETE CASCADE,
  owner_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  items      jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interest_groups_team_id_idx ON interest_groups (team_id);
CREATE INDEX interest_groups_owner_id_idx ON interest_groups (owner_id);
