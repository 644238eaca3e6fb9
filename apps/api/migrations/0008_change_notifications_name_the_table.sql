-- The session cache on PostgreSQL (ADR 043, "The session cache too"): each notification now names the table that
-- changed (its payload was empty), so that a server process can tell a change to sessions or users, which may end
-- a session or change whose it is, from the many others (scores, availability, analytics events) and drop its
-- cached sessions only then. PostgreSQL folds the identical notifications of a transaction into one, so a
-- transaction now sends one per table it changed instead of one in all. Every table's trigger already calls this
-- function (migration 0007); only its body changes.
CREATE OR REPLACE FUNCTION "courtside_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('courtside_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
