-- The status call runs on every page load and needs the placements of the citizen's children
-- (guardian children and foster children) to compute accessibleFeatures. Joining guardian,
-- foster_parent, placement and unit on every call cost half of its throughput, so each adult's
-- facts are kept here as one jsonb array, refreshed by triggers whenever a placement, a
-- guardianship, a foster parenthood or a unit's pilot features change. The status call reads
-- them by primary key; the date rules stay in code (auth/policy.ts) because they depend on today.

CREATE TABLE citizen_placement_facts (
  person_id uuid PRIMARY KEY REFERENCES person (id) ON DELETE CASCADE,
  -- [{startDate, endDate, unitFeatures, relationStart, relationEnd}]; relation* bound a foster
  -- parenthood (inclusive, null = open), both null for a guardian
  placements jsonb NOT NULL
);

CREATE FUNCTION refresh_citizen_placement_facts(adults uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO citizen_placement_facts (person_id, placements)
  SELECT p.id, coalesce((
    SELECT jsonb_agg(jsonb_build_object(
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
  ), '[]'::jsonb)
  FROM person p
  WHERE p.id = ANY (adults)
  ON CONFLICT (person_id) DO UPDATE SET placements = EXCLUDED.placements
$$;

-- The guardians and foster parents of the given children
CREATE FUNCTION refresh_citizen_placement_facts_of_children(children uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_citizen_placement_facts(ARRAY(
    SELECT g.guardian_id FROM guardian g WHERE g.child_id = ANY (children)
    UNION
    SELECT fp.parent_id FROM foster_parent fp WHERE fp.child_id = ANY (children)
  ))
$$;

CREATE FUNCTION citizen_placement_facts_placement_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_citizen_placement_facts_of_children(ARRAY[NEW.child_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_citizen_placement_facts_of_children(ARRAY[OLD.child_id, NEW.child_id]);
  ELSE
    PERFORM refresh_citizen_placement_facts_of_children(ARRAY[OLD.child_id]);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER citizen_placement_facts AFTER INSERT OR UPDATE OR DELETE ON placement
  FOR EACH ROW EXECUTE FUNCTION citizen_placement_facts_placement_changed();

CREATE FUNCTION citizen_placement_facts_guardian_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_citizen_placement_facts(ARRAY[NEW.guardian_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_citizen_placement_facts(ARRAY[OLD.guardian_id, NEW.guardian_id]);
  ELSE
    PERFORM refresh_citizen_placement_facts(ARRAY[OLD.guardian_id]);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER citizen_placement_facts AFTER INSERT OR UPDATE OR DELETE ON guardian
  FOR EACH ROW EXECUTE FUNCTION citizen_placement_facts_guardian_changed();

CREATE FUNCTION citizen_placement_facts_foster_parent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_citizen_placement_facts(ARRAY[NEW.parent_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_citizen_placement_facts(ARRAY[OLD.parent_id, NEW.parent_id]);
  ELSE
    PERFORM refresh_citizen_placement_facts(ARRAY[OLD.parent_id]);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER citizen_placement_facts AFTER INSERT OR UPDATE OR DELETE ON foster_parent
  FOR EACH ROW EXECUTE FUNCTION citizen_placement_facts_foster_parent_changed();

CREATE FUNCTION citizen_placement_facts_unit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_citizen_placement_facts_of_children(ARRAY(
    SELECT DISTINCT pl.child_id FROM placement pl WHERE pl.unit_id = NEW.id));
  RETURN NULL;
END
$$;

CREATE TRIGGER citizen_placement_facts AFTER UPDATE OF enabled_pilot_features ON unit
  FOR EACH ROW WHEN (OLD.enabled_pilot_features IS DISTINCT FROM NEW.enabled_pilot_features)
  EXECUTE FUNCTION citizen_placement_facts_unit_changed();

SELECT refresh_citizen_placement_facts(ARRAY(
  SELECT guardian_id FROM guardian UNION SELECT parent_id FROM foster_parent
));
