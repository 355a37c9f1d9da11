-- The dashboard choice each user keeps (objective preset and the metrics picked over the catalogue), remembered
-- on the server so it follows the user from browser to browser.

CREATE TABLE dashboard_preferences (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  preset     text NOT NULL CHECK (length(preset) BETWEEN 1 AND 40),
  metrics    jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
