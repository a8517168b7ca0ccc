-- A refusal of a single-statement ledger write names itself as a constraint (ledger_<reason>), so
-- callers recognise it by SQLSTATE and constraint name rather than by the text of the message.
CREATE OR REPLACE FUNCTION ledger_refuse(reason text) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'ledger refused: %', reason USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_' || reason;
END;
$$;
