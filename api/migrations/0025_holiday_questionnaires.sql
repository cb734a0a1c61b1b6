-- Holiday questionnaires (issue 29; spec 001 "Holiday periods", reference §6 "Holiday
-- questionnaires"): what staff ask guardians about a holiday period, and the answers, which
-- become absences (absence.questionnaire_id).

CREATE TABLE holiday_period_questionnaire (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('FIXED_PERIOD', 'OPEN_RANGES')),
  -- The absence an answer makes (OPEN_RANGES: for ranges of at least absence_type_threshold days)
  absence_type text NOT NULL CHECK (absence_type IN (
    'OTHER_ABSENCE', 'SICKLEAVE', 'PLANNED_ABSENCE', 'UNKNOWN_ABSENCE', 'FORCE_MAJEURE', 'PARENTLEAVE',
    'FREE_ABSENCE', 'UNAUTHORIZED_ABSENCE')),
  requires_strong_auth boolean NOT NULL DEFAULT false,
  -- The days guardians may answer (the questionnaire is active while today is in it)
  active daterange NOT NULL CHECK (NOT (isempty(active) OR lower_inf(active) OR upper_inf(active))),
  -- Texts per language: {"fi": ..., "sv": ..., "en": ...}
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  description_link jsonb NOT NULL,
  period_option_label jsonb NOT NULL,
  -- FIXED_PERIOD: the holidays a guardian chooses one of
  period_options daterange[] NOT NULL DEFAULT '{}',
  -- OPEN_RANGES: the period the answered ranges lie in, and the length in days from which a range
  -- is of absence_type (shorter ones are OTHER_ABSENCE)
  period daterange CHECK (NOT (isempty(period) OR lower_inf(period) OR upper_inf(period))),
  absence_type_threshold integer CHECK (absence_type_threshold >= 1),
  -- Only children placed without a break over this range may answer
  condition_continuous_placement daterange
    CHECK (NOT (isempty(condition_continuous_placement) OR lower_inf(condition_continuous_placement)
                OR upper_inf(condition_continuous_placement))),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'FIXED_PERIOD' OR cardinality(period_options) > 0),
  CHECK (type <> 'OPEN_RANGES' OR (period IS NOT NULL AND absence_type_threshold IS NOT NULL))
);
-- The active one is looked up by today's date on every calendar load
CREATE INDEX holiday_period_questionnaire_active_idx ON holiday_period_questionnaire USING gist (active);

-- A guardian's answer for one child (the last one counts: the other guardian may change it)
CREATE TABLE holiday_questionnaire_answer (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  questionnaire_id uuid NOT NULL REFERENCES holiday_period_questionnaire (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  -- FIXED_PERIOD: the chosen option, null for "no holiday"
  fixed_period daterange,
  -- OPEN_RANGES: the ranges of absence
  open_ranges daterange[] NOT NULL DEFAULT '{}',
  modified_by uuid REFERENCES person (id) ON DELETE SET NULL,
  modified_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (questionnaire_id, child_id)
);
CREATE INDEX holiday_questionnaire_answer_child_idx ON holiday_questionnaire_answer (child_id);

ALTER TABLE absence
  ADD CONSTRAINT absence_questionnaire_id_fkey
  FOREIGN KEY (questionnaire_id) REFERENCES holiday_period_questionnaire (id) ON DELETE CASCADE;
-- An answer deletes its questionnaire's earlier absences of the child
CREATE INDEX absence_questionnaire_idx ON absence (questionnaire_id, child_id) WHERE questionnaire_id IS NOT NULL;
