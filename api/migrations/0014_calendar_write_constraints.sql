-- Calendar writes (issue 16): a child's reservations on a day never overlap, and a reservation
-- without times (present all day) is alone on its day. Saves of the same child also wait for each
-- other (reservations/queries.ts lockChildren); this keeps duplicates out whoever writes the rows.
-- Two identical saves at once had left two equal rows: of overlapping rows the first made is kept.
DELETE FROM attendance_reservation a
USING attendance_reservation b
WHERE a.child_id = b.child_id
  AND a.date = b.date
  AND (b.created_at, b.id) < (a.created_at, a.id)
  AND tsrange(b.date + coalesce(b.start_time, time '00:00'), b.date + coalesce(b.end_time, time '24:00'))
    && tsrange(a.date + coalesce(a.start_time, time '00:00'), a.date + coalesce(a.end_time, time '24:00'));

-- Null times cover the whole day, so they clash with any other reservation of the day
ALTER TABLE attendance_reservation
  ADD CONSTRAINT attendance_reservation_no_overlap EXCLUDE USING gist (
    child_id WITH =,
    tsrange(date + coalesce(start_time, time '00:00'), date + coalesce(end_time, time '24:00')) WITH &&
  );
