-- Applications (spec 000 sections 2-9, reference §3): the application and its other guardians,
-- the terms and service need options the editor validates against, attachments, decisions (as
-- far as the dev API's "decisions sent" step and the decisions issue need them) and the
-- background job queue.

-- Club terms (reference §4, §14): all ranges finite; term breaks as a multirange
CREATE TABLE club_term (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  term daterange NOT NULL CHECK (NOT (isempty(term) OR lower_inf(term) OR upper_inf(term))),
  application_period daterange NOT NULL
    CHECK (NOT (isempty(application_period) OR lower_inf(application_period) OR upper_inf(application_period))),
  term_breaks datemultirange NOT NULL DEFAULT '{}',
  EXCLUDE USING gist (term WITH &&)
);

CREATE TABLE preschool_term (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  finnish_preschool daterange NOT NULL
    CHECK (NOT (isempty(finnish_preschool) OR lower_inf(finnish_preschool) OR upper_inf(finnish_preschool))),
  swedish_preschool daterange NOT NULL
    CHECK (NOT (isempty(swedish_preschool) OR lower_inf(swedish_preschool) OR upper_inf(swedish_preschool))),
  extended_term daterange NOT NULL
    CHECK (NOT (isempty(extended_term) OR lower_inf(extended_term) OR upper_inf(extended_term))),
  application_period daterange NOT NULL
    CHECK (NOT (isempty(application_period) OR lower_inf(application_period) OR upper_inf(application_period))),
  term_breaks datemultirange NOT NULL DEFAULT '{}',
  -- The extended term covers the preschool terms
  CHECK (extended_term @> finnish_preschool AND extended_term @> swedish_preschool),
  EXCLUDE USING gist (extended_term WITH &&)
);

CREATE TABLE service_need_option (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name_fi text NOT NULL CHECK (btrim(name_fi) <> ''),
  name_sv text NOT NULL CHECK (btrim(name_sv) <> ''),
  name_en text NOT NULL CHECK (btrim(name_en) <> ''),
  valid_placement_type text NOT NULL CHECK (valid_placement_type IN (
    'CLUB', 'DAYCARE', 'FIVE_YEARS_OLD_DAYCARE', 'PRESCHOOL_WITH_DAYCARE', 'PREPARATORY_WITH_DAYCARE',
    'DAYCARE_PART_TIME', 'DAYCARE_FIVE_YEAR_OLDS', 'DAYCARE_PART_TIME_FIVE_YEAR_OLDS', 'PRESCHOOL',
    'PREPARATORY', 'PREPARATORY_DAYCARE', 'PREPARATORY_DAYCARE_ONLY', 'PRESCHOOL_DAYCARE',
    'PRESCHOOL_DAYCARE_ONLY', 'PRESCHOOL_CLUB', 'TEMPORARY_DAYCARE', 'TEMPORARY_DAYCARE_PART_DAY',
    'SCHOOL_SHIFT_CARE')),
  default_option boolean NOT NULL DEFAULT false,
  valid_from date NOT NULL,
  valid_to date,
  show_for_citizen boolean NOT NULL DEFAULT true,
  display_order integer,
  part_day boolean NOT NULL DEFAULT false,
  part_week boolean NOT NULL DEFAULT false,
  fee_coefficient numeric(4, 2) NOT NULL DEFAULT 1.0,
  daycare_hours_per_month integer,
  CHECK (valid_to IS NULL OR valid_from <= valid_to)
);
-- The lookup filters by placement type
CREATE INDEX service_need_option_placement_type_idx ON service_need_option (valid_placement_type);
-- At most one default option per placement type
CREATE UNIQUE INDEX service_need_option_default_idx ON service_need_option (valid_placement_type) WHERE default_option;

CREATE TABLE application (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('DAYCARE', 'PRESCHOOL', 'CLUB')),
  status text NOT NULL CHECK (status IN (
    'CREATED', 'SENT', 'WAITING_PLACEMENT', 'WAITING_DECISION', 'WAITING_UNIT_CONFIRMATION', 'WAITING_MAILING',
    'WAITING_CONFIRMATION', 'ACTIVE', 'REJECTED', 'CANCELLED')),
  -- The applicant (the guardian who made it)
  guardian_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  origin text NOT NULL DEFAULT 'ELECTRONIC' CHECK (origin IN ('ELECTRONIC', 'PAPER')),
  -- The ApplicationForm of the contract (contract/src/applications.ts)
  document jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The citizen who created it; null when staff or the system did
  created_by uuid REFERENCES person (id) ON DELETE SET NULL,
  -- The last save; drafts are deleted one month after it (spec 000 section 4)
  modified_at timestamptz NOT NULL DEFAULT now(),
  sent_date date,
  due_date date,
  transfer_application boolean NOT NULL DEFAULT false,
  hide_from_guardian boolean NOT NULL DEFAULT false,
  allow_other_guardian_access boolean NOT NULL DEFAULT false,
  checked_by_admin boolean NOT NULL DEFAULT false,
  confidential boolean,
  CHECK (guardian_id <> child_id),
  -- A draft has not been sent; everything else has
  CHECK ((status = 'CREATED') = (sent_date IS NULL))
);
-- One open application per child, guardian and type (clubs excepted): the service answers 400
-- before this, the index is the last line against races (reference §3 duplicate rule)
CREATE UNIQUE INDEX application_one_open_per_child_idx ON application (child_id, guardian_id, type)
  WHERE type <> 'CLUB' AND NOT hide_from_guardian AND status IN (
    'CREATED', 'SENT', 'WAITING_PLACEMENT', 'WAITING_DECISION', 'WAITING_UNIT_CONFIRMATION', 'WAITING_MAILING',
    'WAITING_CONFIRMATION');
CREATE INDEX application_child_idx ON application (child_id);
CREATE INDEX application_guardian_idx ON application (guardian_id);
CREATE INDEX application_created_by_idx ON application (created_by);
-- The draft clean-up job
CREATE INDEX application_draft_modified_idx ON application (modified_at) WHERE status = 'CREATED';

-- The child's other guardians at the time of sending (reference §3 step 8)
CREATE TABLE application_other_guardian (
  application_id uuid NOT NULL REFERENCES application (id) ON DELETE CASCADE,
  guardian_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  PRIMARY KEY (application_id, guardian_id)
);
CREATE INDEX application_other_guardian_guardian_idx ON application_other_guardian (guardian_id);

-- Files of applications. The file itself is in the file storage (platform/files.ts) under
-- storage_key, a server-generated uuid: never a name from the client.
CREATE TABLE attachment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid REFERENCES application (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('URGENCY', 'EXTENDED_CARE')),
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 255),
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  storage_key text NOT NULL UNIQUE,
  uploaded_by_person uuid REFERENCES person (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachment_application_idx ON attachment (application_id);
CREATE INDEX attachment_uploaded_by_person_idx ON attachment (uploaded_by_person);

-- Decisions of applications (reference §3, §14)
CREATE TABLE decision (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES application (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN (
    'CLUB', 'DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PREPARATORY_EDUCATION')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
  unit_id uuid NOT NULL REFERENCES unit (id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  sent_date date,
  requested_start_date date,
  resolved date,
  decision_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  document_contains_contact_info boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_date <= end_date),
  CHECK ((status = 'PENDING') = (resolved IS NULL)),
  UNIQUE (application_id, type)
);
CREATE INDEX decision_unit_idx ON decision (unit_id);

-- Background jobs (platform/jobs.ts): claimed with FOR UPDATE SKIP LOCKED by any API process
CREATE TABLE job (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  -- When it may run next; while running, the end of its lease (a crashed run is retried after it)
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
  -- Scheduled runs carry a key (e.g. DELETE_OLD_DRAFTS:2026-11-22) so N processes add one job
  dedupe_key text UNIQUE,
  last_error text,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_due_idx ON job (run_at) WHERE completed_at IS NULL;
CREATE INDEX job_completed_idx ON job (completed_at) WHERE completed_at IS NOT NULL;
