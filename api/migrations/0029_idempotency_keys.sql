-- Idempotency keys (issue 42; platform/idempotency.ts): a write's key, whose it is, a hash of what
-- it asked and the answer it got, written in the write's own transaction (a refusal in one of its
-- own). A repeat of the key by the same person is answered from here without writing again. Rows
-- older than 7 days are deleted by the daily DELETE_EXPIRED_IDEMPOTENCY_KEYS job.
CREATE TABLE idempotency_key (
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- sha256 (hex) of the endpoint and the canonical JSON of the parsed body
  fingerprint text NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 200 AND 499),
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (person_id, key)
);
CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at);
