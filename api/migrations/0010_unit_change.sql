-- The unit lists' cache across processes (issue 14).

-- The unit lists are cached in each API process (features/units/cache.ts). A process checks this
-- one row before answering from its cache: any change to units (in any process, by staff, a
-- migration or psql) sets `changed_by` to the changing transaction's id, so every process sees
-- the new value when that transaction commits, never earlier (a sequence would move before the
-- commit and let a process cache the old rows under the new value). A transaction id never
-- repeats, not even after TRUNCATE, which empties this table too: the trigger writes the row again.
CREATE TABLE unit_change (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  changed_by xid8 NOT NULL
);
INSERT INTO unit_change (changed_by) VALUES (pg_current_xact_id());

CREATE FUNCTION unit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_change (id, changed_by) VALUES (true, pg_current_xact_id())
  ON CONFLICT (id) DO UPDATE SET changed_by = EXCLUDED.changed_by;
  RETURN NULL;
END
$$;

CREATE TRIGGER unit_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unit
  FOR EACH STATEMENT EXECUTE FUNCTION unit_changed();
