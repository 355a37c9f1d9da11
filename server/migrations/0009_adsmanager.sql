-- The ads manager's list columns each user keeps (the objective preset they started from and their own order and
-- hidden columns), remembered on the server so they follow the user from browser to browser.

CREATE TABLE adsmanager_preferences (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  preset     text CHECK (preset IS NULL OR length(preset) BETWEEN 1 AND 40),
  columns    jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
