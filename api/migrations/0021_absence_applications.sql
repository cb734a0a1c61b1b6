-- Long preschool absence applications (issue 27; spec 001 "Absence application form", reference
-- §7): a guardian asks for a preschool child's absence of over a week; staff (the unit head)
-- accept it, which marks the days absent, or reject it with a reason.
CREATE TABLE absence_application (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  description text NOT NULL CHECK (btrim(description) <> '' AND char_length(description) <= 2000),
  status text NOT NULL DEFAULT 'WAITING_DECISION' CHECK (status IN ('WAITING_DECISION', 'ACCEPTED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  decided_at timestamptz,
  -- The staff member's name (staff are not persons of this service)
  decided_by text,
  rejected_reason text,
  CHECK (start_date <= end_date),
  -- Decided means both when and by whom; a reason only for a rejection, and a rejection has one
  CHECK ((status = 'WAITING_DECISION') = (decided_at IS NULL AND decided_by IS NULL)),
  CHECK ((decided_at IS NULL) = (decided_by IS NULL)),
  CHECK ((status = 'REJECTED') = (rejected_reason IS NOT NULL))
);
-- The citizen's list reads one child's applications, newest first
CREATE INDEX absence_application_child_idx ON absence_application (child_id, start_date);
-- A person's rows when the person is removed (the foreign key's cascade)
CREATE INDEX absence_application_created_by_idx ON absence_application (created_by);
