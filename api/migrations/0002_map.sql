-- Public unit map: the local address table behind the default geocoder, and the constraints the
-- unit calls rely on.

-- Trigram indexes serve "a word of the address starts with ..." searches (LIKE '% text%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The search form of an address: lower case, single spaces. lower() only folds ASCII when the
-- database's LC_CTYPE is C, so the Nordic capitals are folded explicitly: the result is the same
-- on every server. Queries normalise the typed text with the same function.
CREATE FUNCTION address_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(regexp_replace(btrim(translate(value, 'ÅÄÖÜÉÈÁÀØÆ', 'åäöüéèáàøæ')), '\s+', ' ', 'g'));

-- Street addresses of the municipality with coordinates (npm run import:addresses, or the demo data)
CREATE TABLE address (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  street_address text NOT NULL CHECK (btrim(street_address) <> '' AND length(street_address) <= 200),
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  post_office text NOT NULL CHECK (btrim(post_office) <> '' AND length(post_office) <= 100),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- Byte order ("C") lets the unique btree below also serve the prefix search (LIKE 'text%')
  search_key text COLLATE "C" GENERATED ALWAYS AS (address_search_key(street_address)) STORED,
  -- One row per address and postal code: a re-import updates it in place
  CONSTRAINT address_search_key_postal_code_key UNIQUE (search_key, postal_code)
);
CREATE INDEX address_search_key_trgm_idx ON address USING gin (search_key gin_trgm_ops);

-- An apply period is open-ended at most at its end: the API's DateRange always has a start
ALTER TABLE unit
  ADD CONSTRAINT unit_daycare_apply_period_check
    CHECK (NOT (isempty(daycare_apply_period) OR lower_inf(daycare_apply_period))),
  ADD CONSTRAINT unit_preschool_apply_period_check
    CHECK (NOT (isempty(preschool_apply_period) OR lower_inf(preschool_apply_period))),
  ADD CONSTRAINT unit_club_apply_period_check
    CHECK (NOT (isempty(club_apply_period) OR lower_inf(club_apply_period)));

-- No further unit indexes: a municipality has hundreds of units, and the unit calls read most of
-- them (measured: 500 units answer in a few milliseconds with a sequential scan; see
-- `npm run bench:units`). unit_name_idx exists from 0001.
