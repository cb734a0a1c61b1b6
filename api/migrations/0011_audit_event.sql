-- Audit log of personal data access (issue 15): one row per read or change of personal data,
-- written by platform/audit.ts in the request's transaction or right after its read.

-- No foreign keys: the log outlives the rows it names (a deleted draft, a removed person) and
-- must never block their deletion. `action` is a closed list in audit.ts (AuditAction); it is
-- not a CHECK here so that a new action needs no migration.
CREATE TABLE audit_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_person_id uuid NOT NULL,
  actor_auth_level text NOT NULL CHECK (actor_auth_level IN ('WEAK', 'STRONG')),
  action text NOT NULL,
  -- Whose data it was (children, the user themself, the other guardian): "who accessed person X"
  target_person_ids uuid[] NOT NULL,
  -- Other ids by kind, e.g. {"application": [...], "decision": [...]}
  target_ids jsonb NOT NULL DEFAULT '{}',
  request_id text NOT NULL
);

CREATE INDEX audit_event_target_person_ids_idx ON audit_event USING gin (target_person_ids);
-- What one person did, newest first
CREATE INDEX audit_event_actor_idx ON audit_event (actor_person_id, created_at);
-- The retention job deletes the oldest rows
CREATE INDEX audit_event_created_at_idx ON audit_event (created_at);
