CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"wallet" text NOT NULL,
	"book" text NOT NULL,
	"available" numeric(39, 0) DEFAULT 0 NOT NULL,
	"frozen" numeric(39, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_identity" UNIQUE("owner_kind","owner_id","asset","wallet","book"),
	CONSTRAINT "ledger_accounts_owner_kind" CHECK ("ledger_accounts"."owner_kind" in ('user', 'system')),
	CONSTRAINT "ledger_accounts_book" CHECK ("ledger_accounts"."book" in ('real', 'demo')),
	CONSTRAINT "ledger_accounts_user_not_negative" CHECK ("ledger_accounts"."owner_kind" = 'system' or ("ledger_accounts"."available" >= 0 and "ledger_accounts"."frozen" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"balance_after" numeric(39, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_lines_bucket" CHECK ("ledger_lines"."bucket" in ('available', 'frozen')),
	CONSTRAINT "ledger_lines_nonzero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload_hash" text NOT NULL,
	"kind" text NOT NULL,
	"ref_kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"book" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_postings_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_lines_account" ON "ledger_lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_posting" ON "ledger_lines" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_ref" ON "ledger_postings" USING btree ("ref_kind","ref_id");