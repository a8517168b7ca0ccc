CREATE TABLE "ledger_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"wallet" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"reason" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"posting_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"receive" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"spread_ppm" bigint NOT NULL,
	"usdt" numeric(39, 0) NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_turnover" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"usdt" numeric(39, 0) NOT NULL,
	"ref_kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_turnover_ref" UNIQUE("kind","ref_kind","ref_id"),
	CONSTRAINT "ledger_turnover_kind" CHECK ("ledger_turnover"."kind" in ('deposit', 'use'))
);
--> statement-breakpoint
CREATE TABLE "wallet_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"label" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift_code" text,
	"routing_number" text,
	"bank_address" text,
	"payee_name" text NOT NULL,
	"phone" text,
	"address" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"asset" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"tx_hash" text,
	"voucher_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_deposits_tx_hash" UNIQUE("chain","tx_hash"),
	CONSTRAINT "wallet_deposits_status" CHECK ("wallet_deposits"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "wallet_deposits_amount" CHECK ("wallet_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"asset" text NOT NULL,
	"chain" text,
	"destination" text NOT NULL,
	"details" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"security_review" boolean DEFAULT false NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_withdrawals_request" UNIQUE("request_key"),
	CONSTRAINT "wallet_withdrawals_status" CHECK ("wallet_withdrawals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "wallet_withdrawals_amounts" CHECK ("wallet_withdrawals"."amount" > 0 and "wallet_withdrawals"."fee" >= 0 and "wallet_withdrawals"."fee" < "wallet_withdrawals"."amount")
);
--> statement-breakpoint
CREATE INDEX "ledger_quotes_user" ON "ledger_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_turnover_user" ON "ledger_turnover" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_addresses_user" ON "wallet_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_bank_cards_user" ON "wallet_bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_user" ON "wallet_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user" ON "wallet_withdrawals" USING btree ("user_id","created_at");