-- Messages (issue 25, reference §12): staff and their units' groups, message accounts, threads,
-- messages and who received them. Staff are here only as senders and recipients of messages.

CREATE TABLE employee (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE daycare_group (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  unit_id uuid NOT NULL REFERENCES unit (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  UNIQUE (unit_id, name)
);

CREATE TABLE daycare_group_placement (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  placement_id uuid NOT NULL REFERENCES placement (id) ON DELETE CASCADE,
  group_id uuid NOT NULL REFERENCES daycare_group (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  CHECK (start_date <= end_date),
  EXCLUDE USING gist (placement_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
);
CREATE INDEX daycare_group_placement_group_idx ON daycare_group_placement (group_id);

CREATE TABLE daycare_acl (
  employee_id uuid NOT NULL REFERENCES employee (id) ON DELETE CASCADE,
  unit_id uuid NOT NULL REFERENCES unit (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('UNIT_SUPERVISOR', 'STAFF', 'SPECIAL_EDUCATION_TEACHER', 'EARLY_CHILDHOOD_EDUCATION_SECRETARY')),
  PRIMARY KEY (employee_id, unit_id)
);
CREATE INDEX daycare_acl_unit_idx ON daycare_acl (unit_id);

-- One owner per account: a person (CITIZEN), an employee (PERSONAL), a group (GROUP); the
-- municipality's accounts (MUNICIPAL, SERVICE_WORKER, FINANCE) have a name and no owner
CREATE TABLE message_account (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('PERSONAL', 'GROUP', 'CITIZEN', 'MUNICIPAL', 'SERVICE_WORKER', 'FINANCE')),
  person_id uuid UNIQUE REFERENCES person (id) ON DELETE CASCADE,
  employee_id uuid UNIQUE REFERENCES employee (id) ON DELETE CASCADE,
  daycare_group_id uuid UNIQUE REFERENCES daycare_group (id) ON DELETE CASCADE,
  name text,
  active boolean NOT NULL DEFAULT true,
  CHECK ((type = 'CITIZEN') = (person_id IS NOT NULL)),
  CHECK ((type = 'PERSONAL') = (employee_id IS NOT NULL)),
  CHECK ((type = 'GROUP') = (daycare_group_id IS NOT NULL)),
  CHECK ((type IN ('MUNICIPAL', 'SERVICE_WORKER', 'FINANCE')) = (name IS NOT NULL))
);
-- One of each municipal account
CREATE UNIQUE INDEX message_account_municipal_idx ON message_account (type)
  WHERE type IN ('MUNICIPAL', 'SERVICE_WORKER', 'FINANCE');

-- Every person has a CITIZEN account (reference §12), whatever code creates the person
INSERT INTO message_account (type, person_id) SELECT 'CITIZEN', id FROM person;
CREATE FUNCTION create_citizen_message_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_account (type, person_id) VALUES ('CITIZEN', NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER citizen_message_account AFTER INSERT ON person
  FOR EACH ROW EXECUTE FUNCTION create_citizen_message_account();

-- An employee's absences; shown beside their account among the recipients
CREATE TABLE out_of_office (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employee (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  CHECK (start_date <= end_date),
  EXCLUDE USING gist (employee_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
);

CREATE TABLE message_thread (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_type text NOT NULL CHECK (message_type IN ('MESSAGE', 'BULLETIN')),
  title text NOT NULL,
  urgent boolean NOT NULL DEFAULT false,
  sensitive boolean NOT NULL DEFAULT false,
  is_copy boolean NOT NULL DEFAULT false,
  application_id uuid REFERENCES application (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_thread_application_idx ON message_thread (application_id) WHERE application_id IS NOT NULL;

CREATE TABLE message_content (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  content text NOT NULL,
  author_id uuid NOT NULL REFERENCES message_account (id)
);

CREATE TABLE message (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES message_thread (id) ON DELETE CASCADE,
  content_id uuid NOT NULL REFERENCES message_content (id),
  sender_id uuid NOT NULL REFERENCES message_account (id),
  sender_name text NOT NULL,
  replies_to uuid REFERENCES message (id),
  recipient_names text[],
  -- The reference sends by a job; here a message is sent in the transaction that writes it.
  -- NULL stays possible for staff drafts of the future.
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_thread_idx ON message (thread_id, sent_at);
CREATE INDEX message_content_idx ON message (content_id);

CREATE TABLE message_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES message (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES message_account (id),
  read_at timestamptz,
  email_notification_sent_at timestamptz,
  UNIQUE (message_id, recipient_id)
);
-- The unread count and "mark read" find the account's unread rows only
CREATE INDEX message_recipients_unread_idx ON message_recipients (recipient_id, message_id) WHERE read_at IS NULL;
CREATE INDEX message_recipients_recipient_idx ON message_recipients (recipient_id);

CREATE TABLE message_thread_folder (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES message_account (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('ARCHIVE')),
  UNIQUE (owner_id, name)
);

CREATE TABLE message_thread_participant (
  thread_id uuid NOT NULL REFERENCES message_thread (id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES message_account (id),
  folder_id uuid REFERENCES message_thread_folder (id),
  last_message_timestamp timestamptz NOT NULL,
  last_received_timestamp timestamptz,
  last_sent_timestamp timestamptz,
  PRIMARY KEY (thread_id, participant_id)
);
-- The list: an account's threads not archived, newest first
CREATE INDEX message_thread_participant_list_idx
  ON message_thread_participant (participant_id, folder_id, last_message_timestamp DESC);

CREATE TABLE message_thread_children (
  thread_id uuid NOT NULL REFERENCES message_thread (id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  PRIMARY KEY (thread_id, child_id)
);
CREATE INDEX message_thread_children_child_idx ON message_thread_children (child_id);

-- A message's attachments: an upload is an orphan (both parents NULL) until the send links it
ALTER TABLE attachment ADD COLUMN message_content_id uuid REFERENCES message_content (id) ON DELETE CASCADE;
ALTER TABLE attachment DROP CONSTRAINT attachment_type_check;
ALTER TABLE attachment ADD CONSTRAINT attachment_type_check CHECK (type IN ('URGENCY', 'EXTENDED_CARE', 'MESSAGE'));
ALTER TABLE attachment ADD CHECK (type = 'MESSAGE' OR message_content_id IS NULL);
ALTER TABLE attachment ADD CHECK (type <> 'MESSAGE' OR application_id IS NULL);
CREATE INDEX attachment_message_content_idx ON attachment (message_content_id) WHERE message_content_id IS NOT NULL;

-- The status call's hasReceivedMessages (a hot path, docs/performance.md): kept in the person's
-- status row, set when a sent message reaches their account
ALTER TABLE citizen_status ADD COLUMN has_received_messages boolean NOT NULL DEFAULT false;
CREATE FUNCTION message_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE citizen_status c SET has_received_messages = true
  FROM (SELECT DISTINCT a.person_id FROM new_rows r
        JOIN message m ON m.id = r.message_id AND m.sent_at IS NOT NULL
        JOIN message_account a ON a.id = r.recipient_id AND a.person_id IS NOT NULL) p
  WHERE c.person_id = p.person_id AND NOT c.has_received_messages;
  RETURN NULL;
END $$;
CREATE TRIGGER message_received AFTER INSERT ON message_recipients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_received();

-- An account's name as people read it, whoever owns it
CREATE VIEW message_account_name AS
SELECT a.id, a.type, a.person_id, a.employee_id, a.daycare_group_id, a.active,
  coalesce(a.name, p.last_name || ' ' || p.first_name, e.last_name || ' ' || e.first_name, g.name) AS name
FROM message_account a
LEFT JOIN person p ON p.id = a.person_id
LEFT JOIN employee e ON e.id = a.employee_id
LEFT JOIN daycare_group g ON g.id = a.daycare_group_id;
