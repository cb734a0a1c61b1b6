-- The messages list (threads not archived, newest last message first, then by id) read in order
-- straight from the index: the old one left a guardian's 2 000 threads fetched and sorted for
-- every page (issue 25's budget, docs/performance.md)
DROP INDEX message_thread_participant_list_idx;
CREATE INDEX message_thread_participant_list_idx
  ON message_thread_participant (participant_id, last_message_timestamp DESC, thread_id) WHERE folder_id IS NULL;

-- An account's name by one index lookup in its owner's table: the joins of the view's first
-- version read the employee and group tables whole for each account a page names
CREATE OR REPLACE VIEW message_account_name AS
SELECT a.id, a.type, a.person_id, a.employee_id, a.daycare_group_id, a.active,
  CASE
    WHEN a.name IS NOT NULL THEN a.name
    WHEN a.person_id IS NOT NULL THEN (SELECT p.last_name || ' ' || p.first_name FROM person p WHERE p.id = a.person_id)
    WHEN a.employee_id IS NOT NULL THEN (SELECT e.last_name || ' ' || e.first_name FROM employee e WHERE e.id = a.employee_id)
    ELSE (SELECT g.name FROM daycare_group g WHERE g.id = a.daycare_group_id)
  END AS name
FROM message_account a;
