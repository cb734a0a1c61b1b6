-- Foundation: persons and their relations, units, placements, sessions, logins, notifications.

CREATE TABLE person (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  social_security_number text UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  preferred_name text NOT NULL DEFAULT '',
  date_of_birth date NOT NULL,
  date_of_death date,
  street_address text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  post_office text NOT NULL DEFAULT '',
  residence_code text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  backup_phone text NOT NULL DEFAULT '',
  email text,
  verified_email text,
  language text,
  restricted_details_enabled boolean NOT NULL DEFAULT false,
  duplicate_of uuid REFERENCES person (id),
  last_strong_login timestamptz,
  last_weak_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX person_duplicate_of_idx ON person (duplicate_of);

-- Weak login credentials (spec: username and password login enabled in personal details)
CREATE TABLE citizen_user (
  id uuid PRIMARY KEY REFERENCES person (id) ON DELETE CASCADE,
  username text NOT NULL UNIQUE CHECK (username = lower(username)),
  password_hash text NOT NULL,
  username_updated_at timestamptz NOT NULL DEFAULT now(),
  password_updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE guardian (
  guardian_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  PRIMARY KEY (guardian_id, child_id),
  CHECK (guardian_id <> child_id)
);
CREATE INDEX guardian_child_idx ON guardian (child_id);

CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE foster_parent (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  valid_during daterange NOT NULL,
  CHECK (parent_id <> child_id),
  EXCLUDE USING gist (parent_id WITH =, child_id WITH =, valid_during WITH &&)
);
CREATE INDEX foster_parent_child_idx ON foster_parent (child_id);

CREATE TABLE care_area (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  short_name text NOT NULL UNIQUE
);

CREATE TABLE unit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  care_area_id uuid NOT NULL REFERENCES care_area (id),
  type text[] NOT NULL CHECK (
    cardinality(type) > 0
    AND type <@ ARRAY['CLUB', 'FAMILY', 'CENTRE', 'GROUP_FAMILY', 'PRESCHOOL', 'PREPARATORY_EDUCATION']
  ),
  provider_type text NOT NULL CHECK (provider_type IN (
    'MUNICIPAL', 'PURCHASED', 'PRIVATE', 'MUNICIPAL_SCHOOL', 'PRIVATE_SERVICE_VOUCHER', 'EXTERNAL_PURCHASED')),
  language text NOT NULL CHECK (language IN ('fi', 'sv', 'en')),
  street_address text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  post_office text NOT NULL DEFAULT '',
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  url text,
  phone text,
  email text,
  opening_date date,
  closing_date date,
  daycare_apply_period daterange,
  preschool_apply_period daterange,
  club_apply_period daterange,
  provides_shift_care boolean NOT NULL DEFAULT false,
  enabled_pilot_features text[] NOT NULL DEFAULT '{}',
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  CHECK (closing_date IS NULL OR opening_date IS NULL OR opening_date <= closing_date)
);
CREATE INDEX unit_care_area_idx ON unit (care_area_id);
CREATE INDEX unit_name_idx ON unit (name);

CREATE TABLE placement (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN (
    'CLUB', 'DAYCARE', 'FIVE_YEARS_OLD_DAYCARE', 'PRESCHOOL_WITH_DAYCARE', 'PREPARATORY_WITH_DAYCARE',
    'DAYCARE_PART_TIME', 'DAYCARE_FIVE_YEAR_OLDS', 'DAYCARE_PART_TIME_FIVE_YEAR_OLDS', 'PRESCHOOL',
    'PREPARATORY', 'PREPARATORY_DAYCARE', 'PREPARATORY_DAYCARE_ONLY', 'PRESCHOOL_DAYCARE',
    'PRESCHOOL_DAYCARE_ONLY', 'PRESCHOOL_CLUB', 'TEMPORARY_DAYCARE', 'TEMPORARY_DAYCARE_PART_DAY',
    'SCHOOL_SHIFT_CARE')),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  unit_id uuid NOT NULL REFERENCES unit (id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_date <= end_date),
  EXCLUDE USING gist (child_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
);
CREATE INDEX placement_unit_idx ON placement (unit_id);
-- child_id is covered by the exclusion constraint's gist index; a btree serves the equality joins
CREATE INDEX placement_child_idx ON placement (child_id, start_date);

CREATE TABLE system_notification (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target_group text NOT NULL UNIQUE CHECK (target_group IN ('CITIZENS', 'EMPLOYEES')),
  text text NOT NULL,
  text_sv text NOT NULL DEFAULT '',
  text_en text NOT NULL DEFAULT '',
  valid_to timestamptz NOT NULL
);

CREATE TABLE session (
  id text PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  auth_level text NOT NULL CHECK (auth_level IN ('STRONG', 'WEAK')),
  auth_type text NOT NULL CHECK (auth_type IN ('sfi', 'dev', 'weak')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  saml_name_id text,
  saml_session_index text
);
CREATE INDEX session_person_idx ON session (person_id);
CREATE INDEX session_expires_idx ON session (expires_at);

CREATE TABLE weak_login_attempt (
  username text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX weak_login_attempt_idx ON weak_login_attempt (username, attempted_at);

-- SAML AuthnRequest ids awaiting their response (InResponseTo validation across processes)
CREATE TABLE saml_request (
  id text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
