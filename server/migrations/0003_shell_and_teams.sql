-- Shell and teams: announcements (ribbon), team invitations, the team activity log, upgrade requests.

CREATE TABLE announcements (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message          text NOT NULL,
  extra_title      text,
  extra_link       text,
  dismissable      boolean NOT NULL DEFAULT true,
  background_color text,
  active           boolean NOT NULL DEFAULT true,
  starts_at        timestamptz,
  ends_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Invitation links: only the token's hash is stored; a token is single-use and expires.
CREATE TABLE team_invites (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id    integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_by    integer REFERENCES users (id) ON DELETE SET NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_invites_team_id_idx ON team_invites (team_id);

-- The activity log. team_id NULL = the acting user's own team (team id 0 in the API).
CREATE TABLE team_activities (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id     integer REFERENCES teams (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id  text NOT NULL,
  object_id   text NOT NULL,
  object_type text NOT NULL,
  object_name text NOT NULL DEFAULT '',
  original    jsonb,
  changes     jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_activities_team_idx ON team_activities (team_id, id DESC);
CREATE INDEX team_activities_user_idx ON team_activities (user_id, id DESC);

-- Plan upgrades are requests an administrator fulfils (no payment provider).
CREATE TABLE upgrade_requests (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan         text NOT NULL,
  note         text,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'fulfilled', 'cancelled')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  fulfilled_at timestamptz
);
CREATE UNIQUE INDEX upgrade_requests_one_pending ON upgrade_requests (user_id) WHERE status = 'pending';
