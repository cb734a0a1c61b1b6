-- The Web Push outbox (issue 43, api/src/platform/web-push/): a row per device (subscription)
-- written in the transaction of what causes the notification, beside the email outbox's row, and
-- sent by the SEND_WEB_PUSHES job, so a push is never sent for a change that rolled back, nor lost
-- while a push service is down. Rendered when sent (the email templates' texts in the person's
-- language); a device removed takes its unsent pushes with it.
CREATE TABLE web_push_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  subscription_id uuid NOT NULL REFERENCES web_push_subscription (id) ON DELETE CASCADE,
  topic text NOT NULL CHECK (topic IN ('MESSAGE', 'DECISION', 'DOCUMENT', 'INCOME_STATEMENT', 'CALENDAR_REMINDER')),
  language text NOT NULL CHECK (language IN ('fi', 'sv', 'en')),
  template text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  -- When it may be tried next; while being sent, the end of its lease
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  -- The cause, as in email_outbox: one push per cause and device
  dedupe_key text NOT NULL,
  UNIQUE (dedupe_key, subscription_id),
  CHECK ((status = 'SENT') = (sent_at IS NOT NULL))
);
CREATE INDEX web_push_outbox_due_idx ON web_push_outbox (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX web_push_outbox_created_idx ON web_push_outbox (created_at);
CREATE INDEX web_push_outbox_subscription_idx ON web_push_outbox (subscription_id);
