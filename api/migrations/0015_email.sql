-- The email outbox (issue 25, api/src/platform/email/): a row is written in the transaction of
-- what causes the email and sent later by the SEND_EMAILS job, so an email is never sent for a
-- change that rolled back, nor lost when SMTP is down.

-- The notification types (spec 001 "Notification settings") the person has turned off
ALTER TABLE person ADD COLUMN disabled_email_types text[] NOT NULL DEFAULT '{}';

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  language text NOT NULL CHECK (language IN ('fi', 'sv', 'en')),
  type text NOT NULL CHECK (type IN (
    'TRANSACTIONAL', 'MESSAGE_NOTIFICATION', 'BULLETIN_NOTIFICATION', 'INCOME_NOTIFICATION',
    'CALENDAR_EVENT_NOTIFICATION', 'DECISION_NOTIFICATION', 'DOCUMENT_NOTIFICATION',
    'INFORMAL_DOCUMENT_NOTIFICATION', 'ATTENDANCE_RESERVATION_NOTIFICATION', 'DISCUSSION_TIME_NOTIFICATION')),
  -- Rendered (platform/email/templates.ts) when sent and when the dev API lists it: the code that
  -- causes an email needs no settings, and the link's base URL is the sender's
  template text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  -- When it may be tried next; while being sent, the end of its lease
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  -- The cause (e.g. application-received:<id>): one email per cause and recipient
  dedupe_key text NOT NULL,
  UNIQUE (dedupe_key, person_id),
  CHECK ((status = 'SENT') = (sent_at IS NOT NULL))
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at);
CREATE INDEX email_outbox_person_idx ON email_outbox (person_id);
