CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"tif" text NOT NULL,
	"price_ticks" bigint NOT NULL,
	"quantity_lots" bigint NOT NULL,
	"filled_lots" bigint DEFAULT 0 NOT NULL,
	"filled_quote" numeric(39, 0) DEFAULT 0 NOT NULL,
	"fee" numeric(39, 0) DEFAULT 0 NOT NULL,
	"frozen" numeric(39, 0) NOT NULL,
	"status" text NOT NULL,
	"end_reason" text,
	"client_order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_orders_client_id" UNIQUE("user_id","client_order_id"),
	CONSTRAINT "spot_orders_status" CHECK ("spot_orders"."status" in ('open', 'filled', 'cancelled')),
	CONSTRAINT "spot_orders_filled" CHECK ("spot_orders"."filled_lots" >= 0 and "spot_orders"."filled_lots" <= "spot_orders"."quantity_lots")
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"book" text NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" bigint NOT NULL,
	"taker_user_id" bigint NOT NULL,
	"taker_side" text NOT NULL,
	"price_ticks" bigint NOT NULL,
	"quantity_lots" bigint NOT NULL,
	"quote" numeric(39, 0) NOT NULL,
	"maker_fee" numeric(39, 0) NOT NULL,
	"taker_fee" numeric(39, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spot_orders_open" ON "spot_orders" USING btree ("symbol","book","id") WHERE "spot_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "spot_orders_user" ON "spot_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_market" ON "spot_trades" USING btree ("symbol","book","id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker" ON "spot_trades" USING btree ("maker_user_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker" ON "spot_trades" USING btree ("taker_user_id","id");