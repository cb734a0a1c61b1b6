-- Families for fees, incomes, income statements and child images (issue 16: the calendar's
-- income reminder and child images; reference §6 "Income expiry CTA", §9 and §14). The
-- income-statements issue adds the statement's form data to income_statement.

-- Who is the head of a child's family for fees (the child lives with them), over time
CREATE TABLE fridge_child (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  head_of_child uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- Two heads for one child at once (data from two sources): neither counts until resolved
  conflict boolean NOT NULL DEFAULT false,
  CHECK (child_id <> head_of_child),
  CHECK (start_date <= end_date)
);
CREATE INDEX fridge_child_head_idx ON fridge_child (head_of_child, start_date);
CREATE INDEX fridge_child_child_idx ON fridge_child (child_id, start_date);

-- Two adults living together: one partnership, a row for each partner (indx 1 and 2)
CREATE TABLE fridge_partner (
  partnership_id uuid NOT NULL,
  indx smallint NOT NULL CHECK (indx IN (1, 2)),
  other_indx smallint NOT NULL GENERATED ALWAYS AS (3 - indx) STORED,
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date,
  conflict boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partnership_id, indx),
  CHECK (end_date IS NULL OR start_date <= end_date)
);
CREATE INDEX fridge_partner_person_idx ON fridge_partner (person_id);

-- Each person with their partner, one row per direction
CREATE VIEW fridge_partner_view AS
SELECT p.partnership_id, p.person_id, o.person_id AS partner_person_id, p.start_date, p.end_date,
       p.conflict OR o.conflict AS conflict, p.created_at
FROM fridge_partner p
JOIN fridge_partner o ON o.partnership_id = p.partnership_id AND o.indx = p.other_indx;

-- The income finance staff decided a person's fees on, over time. valid_to null: until further notice
CREATE TABLE income (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  effect text NOT NULL CHECK (effect IN ('MAX_FEE_ACCEPTED', 'INCOMPLETE', 'INCOME', 'NOT_AVAILABLE')),
  valid_from date NOT NULL,
  valid_to date,
  -- The income items (type -> monthly euro cents); their shape is finance's
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to IS NULL OR valid_from <= valid_to),
  EXCLUDE USING gist (person_id WITH =, daterange(valid_from, valid_to, '[]') WITH &&)
);
-- The latest income of a person
CREATE INDEX income_person_idx ON income (person_id, valid_from DESC);

-- A guardian's statement of their own or their child's income (reference §9)
CREATE TABLE income_statement (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('HIGHEST_FEE', 'INCOME', 'CHILD_INCOME')),
  start_date date NOT NULL,
  end_date date,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SENT', 'HANDLED')),
  sent_at timestamptz,
  handled_at timestamptz,
  handler_note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR start_date <= end_date),
  CHECK ((status = 'DRAFT') = (sent_at IS NULL)),
  CHECK ((status = 'HANDLED') = (handled_at IS NOT NULL))
);
CREATE INDEX income_statement_person_idx ON income_statement (person_id, start_date DESC);

-- Units whose fees the municipality invoices (not those that invoice the family themselves)
ALTER TABLE unit ADD COLUMN invoiced_by_municipality boolean NOT NULL DEFAULT true;

-- A child's picture staff took, shown in the calendar. One per child; a new picture gets a new
-- id, so an id's bytes never change (browsers may cache them). The bytes are small (staff
-- resize them) and kept in the row: no file outlives its child.
CREATE TABLE child_image (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  child_id uuid NOT NULL UNIQUE REFERENCES person (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 1048576),
  created_at timestamptz NOT NULL DEFAULT now()
);
