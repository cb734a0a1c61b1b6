-- Calendar events and discussion times (issue 29, spec 001 "Events and discussion times",
-- reference §6 "Calendar events & discussion times"), and a guardian's calendar subscription.
-- Staff create events, attendees and discussion times (here through the dev API).

CREATE TABLE calendar_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (btrim(title) <> ''),
  description text NOT NULL DEFAULT '',
  period daterange NOT NULL CHECK (NOT isempty(period) AND NOT lower_inf(period) AND NOT upper_inf(period)),
  event_type text NOT NULL CHECK (event_type IN ('DAYCARE_EVENT', 'DISCUSSION_SURVEY')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The citizen call reads the events of an attendee overlapping a range
CREATE INDEX calendar_event_period_idx ON calendar_event USING gist (period);

-- Who an event concerns: a unit, a group of it, or one child of it
CREATE TABLE calendar_event_attendee (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  calendar_event_id uuid NOT NULL REFERENCES calendar_event (id) ON DELETE CASCADE,
  unit_id uuid NOT NULL REFERENCES unit (id) ON DELETE CASCADE,
  group_id uuid REFERENCES daycare_group (id) ON DELETE CASCADE,
  child_id uuid REFERENCES person (id) ON DELETE CASCADE
);
CREATE INDEX calendar_event_attendee_event_idx ON calendar_event_attendee (calendar_event_id);
CREATE INDEX calendar_event_attendee_unit_idx ON calendar_event_attendee (unit_id) WHERE group_id IS NULL AND child_id IS NULL;
CREATE INDEX calendar_event_attendee_group_idx ON calendar_event_attendee (group_id) WHERE child_id IS NULL;
CREATE INDEX calendar_event_attendee_child_idx ON calendar_event_attendee (child_id);

-- A discussion time of a survey; child_id is the child it is booked for (null while free)
CREATE TABLE calendar_event_time (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  calendar_event_id uuid NOT NULL REFERENCES calendar_event (id) ON DELETE CASCADE,
  date date NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  child_id uuid REFERENCES person (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_time < end_time)
);
CREATE INDEX calendar_event_time_event_idx ON calendar_event_time (calendar_event_id, date);
CREATE INDEX calendar_event_time_child_idx ON calendar_event_time (child_id, date) WHERE child_id IS NOT NULL;

-- A guardian's secret iCalendar feed address: only the token's SHA-256 is kept; one live per person
CREATE TABLE calendar_subscription (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE UNIQUE INDEX calendar_subscription_live_idx ON calendar_subscription (person_id) WHERE revoked_at IS NULL;
