-- Decisions (spec 000 "Application decision", spec 002 "Decisions overview"; reference §3, §8, §14):
-- who answered an application decision, the placements an accepted decision creates, fee and
-- voucher value decisions with their people, both kinds of assistance decisions, and the case
-- processes whose metadata the citizen may see.

-- Case processes (archive metadata; reference §3 "Process metadata")
CREATE TABLE case_process (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  process_definition_number text NOT NULL,
  year integer NOT NULL,
  number integer NOT NULL,
  organization text NOT NULL,
  archive_duration_months integer,
  migrated boolean NOT NULL DEFAULT false,
  UNIQUE (process_definition_number, year, number)
);

CREATE TABLE case_process_history (
  process_id uuid NOT NULL REFERENCES case_process (id) ON DELETE CASCADE,
  row_index integer NOT NULL,
  state text NOT NULL CHECK (state IN ('INITIAL', 'PREPARATION', 'DECIDING', 'COMPLETED')),
  entered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (process_id, row_index)
);

ALTER TABLE application ADD COLUMN process_id uuid REFERENCES case_process (id) ON DELETE SET NULL;
CREATE INDEX application_process_idx ON application (process_id);

-- Who answered (the applicant or the other guardian)
ALTER TABLE decision ADD COLUMN resolved_by uuid REFERENCES person (id) ON DELETE SET NULL;
CREATE INDEX decision_resolved_by_idx ON decision (resolved_by);
-- The overview lists only sent decisions
CREATE INDEX decision_sent_application_idx ON decision (application_id) WHERE sent_date IS NOT NULL;

-- The application whose accepted decision created a placement
ALTER TABLE placement ADD COLUMN source_application_id uuid REFERENCES application (id) ON DELETE SET NULL;
CREATE INDEX placement_source_application_idx ON placement (source_application_id);

-- Fee decisions: one per family (head of family and partner) and validity
CREATE TABLE fee_decision (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL CHECK (status IN ('DRAFT', 'WAITING_FOR_SENDING', 'WAITING_FOR_MANUAL_SENDING', 'SENT', 'ANNULLED', 'IGNORED')),
  decision_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  valid_during daterange NOT NULL CHECK (NOT (isempty(valid_during) OR lower_inf(valid_during))),
  head_of_family_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  partner_id uuid REFERENCES person (id) ON DELETE CASCADE,
  family_size integer NOT NULL CHECK (family_size > 0),
  -- Monthly gross incomes in euro cents; null when not reported (the highest fee applies)
  head_of_family_income integer,
  partner_income integer,
  language text NOT NULL DEFAULT 'fi' CHECK (language IN ('fi', 'sv')),
  sent_at timestamptz,
  decision_maker text NOT NULL DEFAULT '',
  process_id uuid REFERENCES case_process (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (head_of_family_id <> partner_id),
  CHECK ((status = 'SENT') <= (sent_at IS NOT NULL))
);
CREATE INDEX fee_decision_head_idx ON fee_decision (head_of_family_id) WHERE status = 'SENT';
CREATE INDEX fee_decision_partner_idx ON fee_decision (partner_id) WHERE status = 'SENT';
CREATE INDEX fee_decision_process_idx ON fee_decision (process_id);

CREATE TABLE fee_decision_child (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  fee_decision_id uuid NOT NULL REFERENCES fee_decision (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  placement_unit_id uuid NOT NULL REFERENCES unit (id),
  placement_type text NOT NULL,
  service_need_description_fi text NOT NULL,
  service_need_description_sv text NOT NULL,
  -- Euro cents per month
  base_fee integer NOT NULL CHECK (base_fee >= 0),
  sibling_discount integer NOT NULL DEFAULT 0 CHECK (sibling_discount BETWEEN 0 AND 100),
  final_fee integer NOT NULL CHECK (final_fee >= 0),
  UNIQUE (fee_decision_id, child_id)
);
CREATE INDEX fee_decision_child_child_idx ON fee_decision_child (child_id);
CREATE INDEX fee_decision_child_unit_idx ON fee_decision_child (placement_unit_id);

-- Voucher value decisions: one child in a service voucher unit
CREATE TABLE voucher_value_decision (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL CHECK (status IN ('DRAFT', 'WAITING_FOR_SENDING', 'WAITING_FOR_MANUAL_SENDING', 'SENT', 'ANNULLED', 'IGNORED')),
  decision_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  valid_from date NOT NULL,
  valid_to date,
  head_of_family_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  partner_id uuid REFERENCES person (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  placement_unit_id uuid NOT NULL REFERENCES unit (id),
  placement_type text NOT NULL,
  service_need_description_fi text NOT NULL,
  service_need_description_sv text NOT NULL,
  family_size integer NOT NULL CHECK (family_size > 0),
  -- Euro cents per month
  voucher_value integer NOT NULL CHECK (voucher_value >= 0),
  co_payment integer NOT NULL CHECK (co_payment >= 0),
  final_co_payment integer NOT NULL CHECK (final_co_payment >= 0),
  language text NOT NULL DEFAULT 'fi' CHECK (language IN ('fi', 'sv')),
  sent_at timestamptz,
  decision_maker text NOT NULL DEFAULT '',
  process_id uuid REFERENCES case_process (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to IS NULL OR valid_from <= valid_to),
  CHECK (head_of_family_id <> partner_id),
  CHECK ((status = 'SENT') <= (sent_at IS NOT NULL))
);
CREATE INDEX voucher_value_decision_head_idx ON voucher_value_decision (head_of_family_id) WHERE status = 'SENT';
CREATE INDEX voucher_value_decision_partner_idx ON voucher_value_decision (partner_id) WHERE status = 'SENT';
CREATE INDEX voucher_value_decision_child_idx ON voucher_value_decision (child_id);
CREATE INDEX voucher_value_decision_unit_idx ON voucher_value_decision (placement_unit_id);
CREATE INDEX voucher_value_decision_process_idx ON voucher_value_decision (process_id);

-- Assistance decisions for early childhood education. The list and filter fields are columns;
-- the rest of the document is `content` (AssistanceDecisionContent of contract/src/decisions.ts).
CREATE TABLE assistance_need_decision (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  decision_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  status text NOT NULL CHECK (status IN ('DRAFT', 'NEEDS_WORK', 'ACCEPTED', 'REJECTED', 'ANNULLED')),
  language text NOT NULL DEFAULT 'fi' CHECK (language IN ('fi', 'sv')),
  decision_made date,
  validity_period daterange NOT NULL CHECK (NOT (isempty(validity_period) OR lower_inf(validity_period))),
  assistance_levels text[] NOT NULL DEFAULT '{}' CHECK (assistance_levels <@ ARRAY[
    'ASSISTANCE_ENDS', 'ASSISTANCE_SERVICES_FOR_TIME', 'ENHANCED_ASSISTANCE', 'SPECIAL_ASSISTANCE']),
  selected_unit_id uuid REFERENCES unit (id),
  annulment_reason text NOT NULL DEFAULT '',
  -- Guardians who have not opened it yet
  unread_guardian_ids uuid[] NOT NULL DEFAULT '{}',
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('ACCEPTED', 'REJECTED', 'ANNULLED') OR decision_made IS NOT NULL),
  CHECK ((status = 'ANNULLED') = (annulment_reason <> ''))
);
CREATE INDEX assistance_need_decision_child_idx ON assistance_need_decision (child_id);
CREATE INDEX assistance_need_decision_unit_idx ON assistance_need_decision (selected_unit_id);
CREATE INDEX assistance_need_decision_unread_idx ON assistance_need_decision USING gin (unread_guardian_ids);

-- Assistance decisions for preschool (content: PreschoolAssistanceDecisionContent)
CREATE TABLE assistance_need_preschool_decision (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  decision_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  status text NOT NULL CHECK (status IN ('DRAFT', 'NEEDS_WORK', 'ACCEPTED', 'REJECTED', 'ANNULLED')),
  type text NOT NULL CHECK (type IN ('NEW', 'CONTINUING', 'TERMINATED')),
  language text NOT NULL DEFAULT 'fi' CHECK (language IN ('fi', 'sv')),
  decision_made date,
  valid_from date NOT NULL,
  valid_to date,
  selected_unit_id uuid REFERENCES unit (id),
  annulment_reason text NOT NULL DEFAULT '',
  unread_guardian_ids uuid[] NOT NULL DEFAULT '{}',
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to IS NULL OR valid_from <= valid_to),
  CHECK (status NOT IN ('ACCEPTED', 'REJECTED', 'ANNULLED') OR decision_made IS NOT NULL),
  CHECK ((status = 'ANNULLED') = (annulment_reason <> ''))
);
CREATE INDEX assistance_need_preschool_decision_child_idx ON assistance_need_preschool_decision (child_id);
CREATE INDEX assistance_need_preschool_decision_unit_idx ON assistance_need_preschool_decision (selected_unit_id);
CREATE INDEX assistance_need_preschool_decision_unread_idx ON assistance_need_preschool_decision USING gin (unread_guardian_ids);
