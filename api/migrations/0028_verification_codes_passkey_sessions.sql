-- Each new email verification code, for the limit of new codes per person and address an hour
-- (features/personal-data): person_email_verification keeps only the newest code. Rows older than
-- the window are deleted when the person asks for the next code.
CREATE TABLE email_verification_code_sent (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_code_sent_person_idx ON email_verification_code_sent (person_id, created_at);

-- The passkey a session was logged in with: removing the passkey ends its sessions
ALTER TABLE session ADD COLUMN passkey_id uuid REFERENCES passkey_credential (id) ON DELETE CASCADE;
CREATE INDEX session_passkey_idx ON session (passkey_id) WHERE passkey_id IS NOT NULL;
