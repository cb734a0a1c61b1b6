-- Strong login (issue 13): pending SAML requests know the client that started them (the
-- per-client limit on started logins) and are cleaned up by age; IdP-initiated logout ends the
-- sessions of a NameID.
ALTER TABLE saml_request ADD COLUMN client text;
CREATE INDEX saml_request_client_idx ON saml_request (client, created_at);
CREATE INDEX saml_request_created_idx ON saml_request (created_at);
CREATE INDEX session_saml_name_id_idx ON session (saml_name_id) WHERE saml_name_id IS NOT NULL;
