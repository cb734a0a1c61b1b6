-- The messages list (threads not archived, newest last message first, then by id) read in order
-- straight from the index: the old one left a guardian's 2 000 threads fetched and sorted for
-- every page (issue 25's budget, docs/performance.md)
DROP INDEX message_thread_participant_list_idx;
CREATE INDEX message_thread_participant_list_idx
  ON message_thread_participant (participant_id, last_message_timestamp DESC, thread_id) WHERE folder_id IS NULL;
