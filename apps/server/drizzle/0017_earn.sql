CREATE TABLE "earn_fundings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset" text NOT NULL,
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
CREATE TABLE "earn_holdings" (
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"invested" numeric(39, 0) NOT NULL,
	CONSTRAINT "earn_holdings_user_id_book_pk" PRIMARY KEY("user_id","book"),
	CONSTRAINT "earn_holdings_invested" CHECK ("earn_holdings"."invested" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earn_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"product_id" bigint NOT NULL,
	"tier" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"daily_yield" numeric(39, 0) NOT NULL,
	"penalty_mode" text NOT NULL,
	"penalty_ppm" integer NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"yield_paid" numeric(39, 0) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone,
	"redeem_requested_at" timestamp with time zone,
	"redeem_due_at" timestamp with time zone,
	"penalty" numeric(39, 0),
	"paused_reason" text,
	"reject_reason" text,
	"ended_at" timestamp with time zone,
	"request_key" text NOT NULL,
	CONSTRAINT "earn_orders_request" UNIQUE("request_key"),
	CONSTRAINT "earn_orders_status" CHECK ("earn_orders"."status" in ('custody', 'redeeming', 'redeemed', 'completed', 'rejected', 'reapply')),
	CONSTRAINT "earn_orders_days" CHECK ("earn_orders"."days_paid" >= 0 and "earn_orders"."days_paid" <= "earn_orders"."term_days")
);
--> statement-breakpoint
CREATE TABLE "earn_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"texts" jsonb NOT NULL,
	"asset" text NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"min_amount" numeric(39, 0) NOT NULL,
	"max_amount" numeric(39, 0) NOT NULL,
	"capacity" numeric(39, 0) NOT NULL,
	"in_custody" numeric(39, 0) DEFAULT 0 NOT NULL,
	"penalty_mode" text NOT NULL,
	"penalty_ppm" integer NOT NULL,
	"min_kyc" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earn_products_tier" CHECK ("earn_products"."tier" in ('ai', 'vip')),
	CONSTRAINT "earn_products_status" CHECK ("earn_products"."status" in ('open', 'closed')),
	CONSTRAINT "earn_products_penalty_mode" CHECK ("earn_products"."penalty_mode" in ('fixed', 'daily')),
	CONSTRAINT "earn_products_range" CHECK ("earn_products"."min_amount" > 0 and "earn_products"."max_amount" >= "earn_products"."min_amount"),
	CONSTRAINT "earn_products_custody" CHECK ("earn_products"."in_custody" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earn_reserve" (
	"book" text NOT NULL,
	"asset" text NOT NULL,
	"committed" numeric(39, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "earn_reserve_book_asset_pk" PRIMARY KEY("book","asset"),
	CONSTRAINT "earn_reserve_committed" CHECK ("earn_reserve"."committed" >= 0)
);
--> statement-breakpoint
CREATE INDEX "earn_orders_user" ON "earn_orders" USING btree ("user_id","book","id");--> statement-breakpoint
CREATE INDEX "earn_orders_due" ON "earn_orders" USING btree ("next_due_at") WHERE "earn_orders"."status" = 'custody';--> statement-breakpoint
CREATE INDEX "earn_orders_redeem_due" ON "earn_orders" USING btree ("redeem_due_at") WHERE "earn_orders"."status" = 'redeeming';--> statement-breakpoint
CREATE INDEX "earn_orders_product" ON "earn_orders" USING btree ("product_id","id");