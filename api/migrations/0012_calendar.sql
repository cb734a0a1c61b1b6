-- Calendar (issue 16; spec 001 "Calendar data", reference §6 and §14): the facts a guardian's
-- calendar shows and the reservations and absences the guardian makes.

-- Opening hours per ISO weekday (1 = Monday); a missing weekday is closed. The shift-care rows
-- are the hours of a shift care unit's shift care, used by children with shift care.
CREATE TABLE unit_operation_time (
  unit_id uuid NOT NULL REFERENCES unit (id) ON DELETE CASCADE,
  shift_care boolean NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time time NOT NULL,
  end_time time NOT NULL CHECK (start_time < end_time),
  PRIMARY KEY (unit_id, shift_care, weekday)
);

ALTER TABLE unit
  ADD COLUMN shift_care_open_on_holidays boolean NOT NULL DEFAULT false,
  -- The unit's daily preschool and preparatory education times (null: 09-13 and 09-14)
  ADD COLUMN daily_preschool_start time,
  ADD COLUMN daily_preschool_end time,
  ADD COLUMN daily_preparatory_start time,
  ADD COLUMN daily_preparatory_end time,
  ADD CHECK ((daily_preschool_start IS NULL) = (daily_preschool_end IS NULL)),
  ADD CHECK (daily_preschool_start < daily_preschool_end),
  ADD CHECK ((daily_preparatory_start IS NULL) = (daily_preparatory_end IS NULL)),
  ADD CHECK (daily_preparatory_start < daily_preparatory_end);

-- Hour-based contracts also name the days a month they cover (the contract-days warning)
ALTER TABLE service_need_option ADD COLUMN contract_days_per_month integer CHECK (contract_days_per_month > 0);

-- The service need of a placement over time: the option (hours, part-time) and shift care
CREATE TABLE service_need (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  placement_id uuid NOT NULL REFERENCES placement (id) ON DELETE CASCADE,
  option_id uuid NOT NULL REFERENCES service_need_option (id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  shift_care text NOT NULL DEFAULT 'NONE' CHECK (shift_care IN ('NONE', 'FULL', 'INTERMITTENT')),
  CHECK (start_date <= end_date),
  EXCLUDE USING gist (placement_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
);
CREATE INDEX service_need_placement_idx ON service_need (placement_id, start_date);

-- Summer and Christmas periods whose days guardians answer for in advance (reference §6)
CREATE TABLE holiday_period (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  period daterange NOT NULL CHECK (NOT (isempty(period) OR lower_inf(period) OR upper_inf(period))),
  reservations_open_on date NOT NULL,
  reservation_deadline date NOT NULL,
  CHECK (reservations_open_on <= reservation_deadline AND reservation_deadline < lower(period)),
  EXCLUDE USING gist (period WITH &&)
);

-- A day's reservation: times, or present without times when both are null. Up to two a day.
CREATE TABLE attendance_reservation (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  date date NOT NULL,
  start_time time,
  end_time time,
  -- Who made it: the guardian here, staff in the staff system, or the system; guardians may
  -- change only their own
  created_by_type text NOT NULL CHECK (created_by_type IN ('CITIZEN', 'STAFF', 'SYSTEM')),
  created_by_person_id uuid REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((start_time IS NULL) = (end_time IS NULL)),
  CHECK (start_time < end_time)
);
-- The calendar reads a child's days in a range
CREATE INDEX attendance_reservation_child_date_idx ON attendance_reservation (child_id, date);

-- One row per absence category: a full day marks every category of the placement type
CREATE TABLE absence (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  date date NOT NULL,
  category text NOT NULL CHECK (category IN ('BILLABLE', 'NONBILLABLE')),
  absence_type text NOT NULL CHECK (absence_type IN (
    'OTHER_ABSENCE', 'SICKLEAVE', 'PLANNED_ABSENCE', 'UNKNOWN_ABSENCE', 'FORCE_MAJEURE', 'PARENTLEAVE',
    'FREE_ABSENCE', 'UNAUTHORIZED_ABSENCE')),
  modified_by_type text NOT NULL CHECK (modified_by_type IN ('CITIZEN', 'STAFF', 'SYSTEM')),
  modified_by_person_id uuid REFERENCES person (id) ON DELETE SET NULL,
  modified_at timestamptz NOT NULL DEFAULT now(),
  -- Set for absences a holiday questionnaire answer made (not the guardian's to change)
  questionnaire_id uuid,
  UNIQUE (child_id, date, category)
);

-- Arrivals and departures staff record; end_time null while the child is there
CREATE TABLE child_attendance (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  unit_id uuid NOT NULL REFERENCES unit (id),
  date date NOT NULL,
  start_time time NOT NULL,
  end_time time,
  CHECK (end_time IS NULL OR start_time < end_time)
);
CREATE INDEX child_attendance_child_date_idx ON child_attendance (child_id, date);
CREATE INDEX child_attendance_unit_idx ON child_attendance (unit_id);

-- "The child's daily service time changed": shown to the guardian until dismissed
CREATE TABLE daily_service_time_notification (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  guardian_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX daily_service_time_notification_guardian_idx ON daily_service_time_notification (guardian_id);
