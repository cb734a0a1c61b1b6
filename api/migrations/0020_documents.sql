-- Child documents and pedagogical documents (issue 27, spec 001 "Child document view", reference
-- §8). Staff write and publish them (here through the dev API); guardians read, and fill in and
-- send a CITIZEN_DRAFT.

-- A template's questions are JSON the contract's zod schema (TemplateContentSchema) checks when written
CREATE TABLE document_template (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  type text NOT NULL CHECK (type IN ('PEDAGOGICAL_REPORT', 'PEDAGOGICAL_ASSESSMENT', 'HOJKS', 'MIGRATED_VASU',
    'MIGRATED_LEOPS', 'MIGRATED_DAYCARE_ASSISTANCE_NEED_DECISION', 'MIGRATED_PRESCHOOL_ASSISTANCE_NEED_DECISION',
    'VASU', 'LEOPS', 'CITIZEN_BASIC', 'OTHER_DECISION', 'OTHER')),
  language text NOT NULL CHECK (language IN ('fi', 'sv')),
  legal_basis text NOT NULL DEFAULT '',
  confidentiality_duration_years int CHECK (confidentiality_duration_years >= 0),
  confidentiality_basis text,
  valid_from date NOT NULL,
  valid_to date,
  content jsonb NOT NULL,
  CHECK (valid_to IS NULL OR valid_from <= valid_to),
  CHECK ((confidentiality_duration_years IS NULL) = (confidentiality_basis IS NULL))
);

CREATE TABLE child_document (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  template_id uuid NOT NULL REFERENCES document_template (id),
  status text NOT NULL CHECK (status IN ('DRAFT', 'PREPARED', 'CITIZEN_DRAFT', 'DECISION_PROPOSAL', 'COMPLETED')),
  -- What staff are writing; published_content is what guardians see (null until published)
  content jsonb NOT NULL,
  published_content jsonb,
  published_at timestamptz,
  answered_at timestamptz,
  answered_by uuid REFERENCES person (id) ON DELETE SET NULL,
  decision_status text CHECK (decision_status IN ('ACCEPTED', 'REJECTED', 'ANNULLED')),
  decision_number int,
  decision_valid_from date,
  decision_valid_to date,
  annulment_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((published_at IS NULL) = (published_content IS NULL)),
  CHECK ((decision_status IS NULL) = (decision_number IS NULL)),
  CHECK (answered_by IS NULL OR answered_at IS NOT NULL)
);
-- A child's published documents, newest first (the list, the unread counts)
CREATE INDEX child_document_child_idx ON child_document (child_id, published_at DESC) WHERE published_at IS NOT NULL;
-- Waiting for a guardian's answer (the calendar's notice)
CREATE INDEX child_document_unanswered_idx ON child_document (child_id)
  WHERE status = 'CITIZEN_DRAFT' AND published_at IS NOT NULL AND answered_at IS NULL;
CREATE INDEX child_document_template_idx ON child_document (template_id);
CREATE INDEX child_document_answered_by_idx ON child_document (answered_by) WHERE answered_by IS NOT NULL;

-- Read marks per guardian: unread = no row for (document, person)
CREATE TABLE child_document_read (
  document_id uuid NOT NULL REFERENCES child_document (id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, person_id)
);
CREATE INDEX child_document_read_person_idx ON child_document_read (person_id);

CREATE TABLE pedagogical_document (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pedagogical_document_child_idx ON pedagogical_document (child_id, created_at DESC);

CREATE TABLE pedagogical_document_read (
  document_id uuid NOT NULL REFERENCES pedagogical_document (id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, person_id)
);
CREATE INDEX pedagogical_document_read_person_idx ON pedagogical_document_read (person_id);

-- A pedagogical document's files (staff uploads): always linked to their document
ALTER TABLE attachment ADD COLUMN pedagogical_document_id uuid REFERENCES pedagogical_document (id) ON DELETE CASCADE;
ALTER TABLE attachment DROP CONSTRAINT attachment_type_check;
ALTER TABLE attachment ADD CONSTRAINT attachment_type_check
  CHECK (type IN ('URGENCY', 'EXTENDED_CARE', 'MESSAGE', 'PEDAGOGICAL_DOCUMENT'));
ALTER TABLE attachment ADD CHECK ((type = 'PEDAGOGICAL_DOCUMENT') = (pedagogical_document_id IS NOT NULL));
ALTER TABLE attachment ADD CHECK (type <> 'PEDAGOGICAL_DOCUMENT' OR application_id IS NULL);
CREATE INDEX attachment_pedagogical_document_idx ON attachment (pedagogical_document_id)
  WHERE pedagogical_document_id IS NOT NULL;
