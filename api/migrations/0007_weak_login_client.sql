-- Weak login limits (issue 12). An attempt row now stands for one password check that was let
-- through: it names the client (its IP address; an IPv6 client by its /64), so a client spraying
-- many usernames meets a limit of its own, and says whether the check succeeded, so that the
-- logins of many honest people behind one address (a mobile operator's NAT) do not count against
-- that address. Refused attempts are not recorded (auth/queries.ts admitWeakLoginAttempt).
ALTER TABLE weak_login_attempt
  ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ADD COLUMN client text,
  ADD COLUMN succeeded boolean NOT NULL DEFAULT false;
CREATE INDEX weak_login_attempt_client_idx ON weak_login_attempt (client, attempted_at);
