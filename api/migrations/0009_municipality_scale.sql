-- Municipality scale (issue 14): what a citizen's page reads must cost what their own family
-- costs, whatever the size of the municipality (api/test/query-plans.test.ts checks the plans).

-- A foster parent's children: looked up by the parent on every page (children, applications,
-- decisions). The exclusion constraint's gist index leads with parent_id but costs more per lookup.
CREATE INDEX foster_parent_parent_idx ON foster_parent (parent_id);
