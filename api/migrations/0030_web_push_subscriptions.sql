-- Web Push subscriptions (issue 43): a person's devices that get push notifications. The endpoint
-- is the push service's address of the device's subscription, p256dh and auth the browser's keys
-- (RFC 8291, base64url) the payload is encrypted with. One row per person and endpoint: the
-- browser subscribing again replaces the keys. The topics each device has on are
-- WEB_PUSH_TOPICS of contract/src/web-push-rules.ts.
CREATE TABLE web_push_subscription (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  endpoint text NOT NULL CHECK (char_length(endpoint) BETWEEN 1 AND 2048),
  p256dh text NOT NULL CHECK (p256dh ~ '^[A-Za-z0-9_-]+=*$'),
  auth text NOT NULL CHECK (auth ~ '^[A-Za-z0-9_-]+=*$'),
  device_name text CHECK (btrim(device_name) <> '' AND char_length(device_name) <= 100),
  topics text[] NOT NULL CHECK (
    array_position(topics, NULL) IS NULL
    AND topics <@ ARRAY['MESSAGE', 'DECISION', 'DOCUMENT', 'INCOME_STATEMENT', 'CALENDAR_REMINDER']
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (person_id, endpoint)
);
