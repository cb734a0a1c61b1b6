-- Personal details, email verification, username-and-password login and passkeys (issue 26,
-- reference §13). person already has preferred_name, phone, backup_phone, email, verified_email
-- and disabled_email_types; citizen_user holds the username and password.

-- One verification a person at a time (reference: person_email_verification). The code itself is
-- only in the email: the row keeps a hash of it (features/personal-data/codes.ts), and a few wrong
-- tries delete the row.
CREATE TABLE person_email_verification (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES person (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (btrim(email) <> ''),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- When the code's email went into the outbox
  sent_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  CHECK (expires_at > created_at)
);

-- WebAuthn credentials (passkeys): the credential id and COSE public key as base64url
CREATE TABLE passkey_credential (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (btrim(name) <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkey_credential_person_idx ON passkey_credential (person_id, created_at);

-- Challenges given out for a passkey registration (a person's) or login (anyone's, counted by
-- client for the rate limit); each is used once and expires in minutes.
CREATE TABLE webauthn_challenge (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('REGISTRATION', 'LOGIN')),
  person_id uuid REFERENCES person (id) ON DELETE CASCADE,
  client text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((purpose = 'REGISTRATION') = (person_id IS NOT NULL))
);
CREATE INDEX webauthn_challenge_expires_idx ON webauthn_challenge (expires_at);
CREATE INDEX webauthn_challenge_client_idx ON webauthn_challenge (client, created_at) WHERE client IS NOT NULL;
