ALTER TABLE "wallet_deposits" DROP CONSTRAINT "wallet_deposits_tx_hash";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirm_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirm_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD COLUMN "chain_family" text GENERATED ALWAYS AS (case chain when 'ERC20' then 'ethereum' when 'ETH' then 'ethereum' when 'TRC20' then 'tron' when 'TRX' then 'tron' else chain end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_tx_hash_family" UNIQUE("chain_family","tx_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_confirm_failures" CHECK ("users"."confirm_failures" >= 0);