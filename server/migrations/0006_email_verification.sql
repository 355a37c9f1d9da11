-- An e-mail address on the account (issue 14): users.email holds only a verified address (reset and rule mails
-- go there); an address the user typed waits here until the link mailed to it is opened.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = now() WHERE email IS NOT NULL;
CREATE TABLE email_verifications (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user ON email_verifications (user_id, created_at DESC);
