-- The events call joins a child's unit to its attendees with "the group's or none, the child's or
-- none": no partial index serves that OR, and on the scale data each call read every group
-- attendee (11 000 rows a child). All of a unit's attendees by the unit: some tens of rows.
DROP INDEX calendar_event_attendee_unit_idx;
CREATE INDEX calendar_event_attendee_unit_idx ON calendar_event_attendee (unit_id);
