ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_posting_id_ledger_postings_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_lines_posting";