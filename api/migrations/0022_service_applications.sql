-- Service need change applications (issue 27; spec 001 "Service application", reference §7):
-- a guardian asks for another service need option from a start date, the unit manager decides.

CREATE TABLE service_application (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  -- The guardian who sent it (only they may cancel it)
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  service_need_option_id uuid NOT NULL REFERENCES service_need_option (id),
  additional_info text NOT NULL DEFAULT '',
  sent_at timestamptz NOT NULL DEFAULT now(),
  -- Null while undecided
  decision_status text CHECK (decision_status IN ('ACCEPTED', 'REJECTED')),
  -- The unit manager who decided: their id in the staff system (staff are not persons here) and
  -- their name as shown to the guardian
  decided_by uuid,
  decided_by_name text,
  decided_at timestamptz,
  rejected_reason text,
  CHECK ((decision_status IS NULL) = (decided_at IS NULL)),
  CHECK ((decision_status IS NULL) = (decided_by_name IS NULL)),
  CHECK (decided_by IS NULL OR decision_status IS NOT NULL),
  CHECK (rejected_reason IS NULL OR decision_status = 'REJECTED')
);
-- The child page lists a child's applications
CREATE INDEX service_application_child_idx ON service_application (child_id, sent_at);
-- Applications are cascaded away with their sender
CREATE INDEX service_application_person_idx ON service_application (person_id);
-- The options in use (an option is deleted only when none refers to it)
CREATE INDEX service_application_option_idx ON service_application (service_need_option_id);
-- A new application is blocked while any of the child's has no decision (spec 001 section 4):
-- a fact of the database, so two sent at once leave one
CREATE UNIQUE INDEX service_application_one_undecided_idx ON service_application (child_id)
  WHERE decision_status IS NULL;
