-- The status call runs on every page load. It joined the person, their weak login username and
-- their placement facts (0004) and built the details JSON on every call: a third of the call's
-- database time. Now everything the call needs besides the session is kept ready in one row per
-- person: the details already in the contract's shape (CitizenUserDetails) and their children's
-- placements, both as json (stored as text and sent as stored). Triggers on person,
-- citizen_user, placement, guardian, foster_parent and unit keep the row current; the date
-- rules stay in code (auth/policy.ts) because they depend on today.

DROP TRIGGER citizen_placement_facts ON placement;
DROP TRIGGER citizen_placement_facts ON guardian;
DROP TRIGGER citizen_placement_facts ON foster_parent;
DROP TRIGGER citizen_placement_facts ON unit;
DROP FUNCTION citizen_placement_facts_placement_changed();
DROP FUNCTION citizen_placement_facts_guardian_changed();
DROP FUNCTION citizen_placement_facts_foster_parent_changed();
DROP FUNCTION citizen_placement_facts_unit_changed();
DROP FUNCTION refresh_citizen_placement_facts_of_children(uuid[]);
DROP FUNCTION refresh_citizen_placement_facts(uuid[]);
DROP TABLE citizen_placement_facts;

CREATE TABLE citizen_status (
  person_id uuid PRIMARY KEY REFERENCES person (id) ON DELETE CASCADE,
  -- {id, firstName, lastName, preferredName, streetAddress, postalCode, postOffice, phone,
  -- backupPhone, email, weakLoginUsername}
  details json NOT NULL,
  -- [{startDate, endDate, unitFeatures, relationStart, relationEnd}] of the person's guardian and
  -- foster children; relation* bound a foster parenthood (inclusive, null = open), both null
  -- for a guardian
  placements json NOT NULL
);

CREATE FUNCTION refresh_citizen_status(persons uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO citizen_status (person_id, details, placements)
  SELECT
    p.id,
    json_build_object(
      'id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'preferredName', p.preferred_name,
      'streetAddress', p.street_address, 'postalCode', p.postal_code, 'postOffice', p.post_office,
      'phone', p.phone, 'backupPhone', p.backup_phone, 'email', p.email, 'weakLoginUsername', cu.username),
    coalesce((
      SELECT json_agg(json_build_object(
               'startDate', pl.start_date, 'endDate', pl.end_date, 'unitFeatures', u.enabled_pilot_features,
               'relationStart', r.relation_start, 'relationEnd', r.relation_end)
             ORDER BY pl.start_date, pl.id)
      FROM (
        SELECT g.child_id, NULL::date AS relation_start, NULL::date AS relation_end
        FROM guardian g WHERE g.guardian_id = p.id
        UNION ALL
        SELECT fp.child_id, lower(fp.valid_during), upper(fp.valid_during) - 1
        FROM foster_parent fp WHERE fp.parent_id = p.id
      ) r
      JOIN placement pl ON pl.child_id = r.child_id
      JOIN unit u ON u.id = pl.unit_id
    ), '[]'::json)
  FROM person p
  LEFT JOIN citizen_user cu ON cu.id = p.id
  WHERE p.id = ANY (persons)
  ON CONFLICT (person_id) DO UPDATE SET details = EXCLUDED.details, placements = EXCLUDED.placements
$$;

-- The guardians and foster parents of the given children
CREATE FUNCTION refresh_citizen_status_of_children(children uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_citizen_status(ARRAY(
    SELECT g.guardian_id FROM guardian g WHERE g.child_id = ANY (children)
    UNION
    SELECT fp.parent_id FROM foster_parent fp WHERE fp.child_id = ANY (children)
  ))
$$;

-- One row trigger for every table: TG_ARGV[0] names the column that holds the person whose row
-- changes; with TG_ARGV[1] = 'children' that column holds a child, whose guardians' and foster
-- parents' rows change. OLD is null on INSERT and NEW on DELETE; refresh skips nulls.
CREATE FUNCTION citizen_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  persons uuid[] := ARRAY[(to_jsonb(OLD) ->> TG_ARGV[0])::uuid, (to_jsonb(NEW) ->> TG_ARGV[0])::uuid];
BEGIN
  IF TG_ARGV[1] = 'children' THEN
    PERFORM refresh_citizen_status_of_children(persons);
  ELSE
    PERFORM refresh_citizen_status(persons);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER citizen_status AFTER INSERT OR UPDATE OF
  first_name, last_name, preferred_name, street_address, postal_code, post_office, phone, backup_phone, email
  ON person FOR EACH ROW EXECUTE FUNCTION citizen_status_changed('id');
CREATE TRIGGER citizen_status AFTER INSERT OR UPDATE OF id, username OR DELETE ON citizen_user
  FOR EACH ROW EXECUTE FUNCTION citizen_status_changed('id');
CREATE TRIGGER citizen_status AFTER INSERT OR UPDATE OR DELETE ON guardian
  FOR EACH ROW EXECUTE FUNCTION citizen_status_changed('guardian_id');
CREATE TRIGGER citizen_status AFTER INSERT OR UPDATE OR DELETE ON foster_parent
  FOR EACH ROW EXECUTE FUNCTION citizen_status_changed('parent_id');
CREATE TRIGGER citizen_status AFTER INSERT OR UPDATE OR DELETE ON placement
  FOR EACH ROW EXECUTE FUNCTION citizen_status_changed('child_id', 'children');

CREATE FUNCTION citizen_status_unit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_citizen_status_of_children(ARRAY(
    SELECT DISTINCT pl.child_id FROM placement pl WHERE pl.unit_id = NEW.id));
  RETURN NULL;
END
$$;

CREATE TRIGGER citizen_status AFTER UPDATE OF enabled_pilot_features ON unit
  FOR EACH ROW WHEN (OLD.enabled_pilot_features IS DISTINCT FROM NEW.enabled_pilot_features)
  EXECUTE FUNCTION citizen_status_unit_changed();

SELECT refresh_citizen_status(ARRAY(SELECT id FROM person));
