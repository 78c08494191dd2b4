/**
 * How many of the test database's sessions wait for a lock, asked from inside a transaction (the one holding the lock).
 * PostgreSQL reads pg_stat_activity once per transaction and keeps that snapshot: a connection the app opened after the
 * first look would never show up (only the wait columns are read live). Clearing the snapshot makes each look current.
 */
export const WAITING_FOR_A_LOCK =
  "select count(*)::int as waiting from (select pg_stat_clear_snapshot()) fresh, pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'";
