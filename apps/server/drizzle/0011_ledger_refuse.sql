-- Fails the statement it is called from, so a single-statement ledger write can refuse itself
-- (and roll back every change it made) when a check on what it wrote does not hold.
CREATE FUNCTION ledger_refuse(reason text) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'ledger refused: %', reason USING ERRCODE = 'check_violation';
END;
$$;
