-- Accounts and sessions, connecting the platform: captchas, password resets, the mail outbox,
-- account deletion requests, OAuth connect state and the token-check time.

ALTER TABLE users ADD COLUMN email text;
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE email IS NOT NULL;

-- Issued captcha challenges: the answer is stored hashed; single use, short-lived.
CREATE TABLE captchas (
  id          text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captchas_expires_at_idx ON captchas (expires_at);

-- Password reset tokens (hashed), one-time and expiring.
CREATE TABLE password_resets (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

-- Mail the default transport "sent": the admin API lists it.
CREATE TABLE outbox (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject    text NOT NULL,
  body_text  text NOT NULL,
  kind       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Account deletion requests. The public id is unguessable; user_id is cleared when the account is deleted.
CREATE TABLE deletion_requests (
  id           text PRIMARY KEY,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  login        text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  reason       text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX deletion_requests_user_id_idx ON deletion_requests (user_id);

-- OAuth connect: the state sent to the dialog, bound to the session that started it, single use.
CREATE TABLE oauth_states (
  state_hash   text PRIMARY KEY,
  session_hash text NOT NULL,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  return_to    text NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE platform_connections ADD COLUMN token_checked_at timestamptz;
