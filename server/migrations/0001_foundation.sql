-- Foundation: users, sessions, teams, platform connections and their cached ad accounts.

CREATE TABLE users (
  id                      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login                   text NOT NULL,
  password_hash           text NOT NULL,
  role                    text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'cs', 'admin')),
  suite_id                uuid NOT NULL DEFAULT gen_random_uuid(),
  agree                   boolean NOT NULL DEFAULT false,
  device_fingerprint      text,
  api_version             text NOT NULL DEFAULT 'v21.0',
  notification_settings   jsonb NOT NULL DEFAULT '{}'::jsonb,
  subscription_package    text,
  subscription_expires_at timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_login_lower_key ON users (lower(login));
CREATE UNIQUE INDEX users_suite_id_key ON users (suite_id);

CREATE TABLE sessions (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE teams (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package    text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teams_created_by_idx ON teams (created_by);

CREATE TABLE team_members (
  team_id   integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role      text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user_id_idx ON team_members (user_id);

CREATE TABLE platform_connections (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  platform_user_id   text NOT NULL,
  name               text NOT NULL,
  picture_url        text,
  token_ciphertext   text NOT NULL,
  token_last4        text NOT NULL,
  scopes             jsonb NOT NULL DEFAULT '[]'::jsonb,
  expires_at         timestamptz,
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired')),
  connected_at       timestamptz NOT NULL DEFAULT now(),
  accounts_synced_at timestamptz
);

CREATE TABLE ad_accounts (
  connection_id    integer NOT NULL REFERENCES platform_connections (id) ON DELETE CASCADE,
  id               text NOT NULL,
  account_id       text NOT NULL,
  name             text NOT NULL,
  currency         text NOT NULL,
  account_status   integer NOT NULL,
  min_daily_budget bigint,
  timezone_name    text,
  raw              jsonb NOT NULL,
  position         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (connection_id, id)
);
