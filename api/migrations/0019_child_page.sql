-- Child page (issue 27, part A; spec 001 "Child page", reference §5): who asked a placement to
-- end and when, and the child's daily service times staff agree with the guardians.

-- A guardian's termination (POST /citizen/children/{id}/placements/terminate) sets both; the
-- placement's end_date is then the requested last day
ALTER TABLE placement
  ADD COLUMN termination_requested_date date,
  ADD COLUMN terminated_by uuid REFERENCES person (id) ON DELETE SET NULL;
CREATE INDEX placement_terminated_by_idx ON placement (terminated_by) WHERE terminated_by IS NOT NULL;

-- The times a child is in care: the same every weekday (REGULAR), per weekday (IRREGULAR, the
-- rows of daily_service_time_weekday) or varying (VARIABLE_TIME, no times). A child's validity
-- periods never overlap; an open end (upper infinite) is the current agreement.
CREATE TABLE daily_service_time (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('REGULAR', 'IRREGULAR', 'VARIABLE_TIME')),
  validity_period daterange NOT NULL CHECK (NOT (isempty(validity_period) OR lower_inf(validity_period))),
  regular_start time,
  regular_end time,
  CHECK ((type = 'REGULAR') = (regular_start IS NOT NULL AND regular_end IS NOT NULL)),
  CHECK (type = 'REGULAR' OR (regular_start IS NULL AND regular_end IS NULL)),
  CHECK (regular_start < regular_end),
  EXCLUDE USING gist (child_id WITH =, validity_period WITH &&)
);
-- The child page reads a child's rows
CREATE INDEX daily_service_time_child_idx ON daily_service_time (child_id, lower(validity_period));

-- IRREGULAR times: one row per weekday in care (1 = Monday)
CREATE TABLE daily_service_time_weekday (
  daily_service_time_id uuid NOT NULL REFERENCES daily_service_time (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time time NOT NULL,
  end_time time NOT NULL CHECK (start_time < end_time),
  PRIMARY KEY (daily_service_time_id, weekday)
);
