CREATE TABLE "basket_navs" (
	"basket_id" bigint NOT NULL,
	"minute" bigint NOT NULL,
	"nav" numeric(39, 0) NOT NULL,
	CONSTRAINT "basket_navs_basket_id_minute_pk" PRIMARY KEY("basket_id","minute")
);
--> statement-breakpoint
CREATE TABLE "basket_positions" (
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"basket_id" bigint NOT NULL,
	"units" numeric(39, 0) NOT NULL,
	"cost" numeric(39, 0) NOT NULL,
	"fees_paid" numeric(39, 0) NOT NULL,
	"management_units" numeric(39, 0) NOT NULL,
	"fee_day" integer NOT NULL,
	CONSTRAINT "basket_positions_user_id_book_basket_id_pk" PRIMARY KEY("user_id","book","basket_id"),
	CONSTRAINT "basket_positions_units" CHECK ("basket_positions"."units" >= 0 and "basket_positions"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "basket_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"basket_id" bigint NOT NULL,
	"side" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"units" numeric(39, 0) NOT NULL,
	"nav" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"sources" jsonb NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "basket_trades_request" UNIQUE("request_key"),
	CONSTRAINT "basket_trades_side" CHECK ("basket_trades"."side" in ('buy', 'sell'))
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"risk" text NOT NULL,
	"texts" jsonb NOT NULL,
	"components" jsonb NOT NULL,
	"base" jsonb,
	"base_nav" numeric(39, 0) NOT NULL,
	"management_fee_ppm" integer NOT NULL,
	"subscription_fee_ppm" integer NOT NULL,
	"redemption_fee_ppm" integer NOT NULL,
	"min_amount" numeric(39, 0) NOT NULL,
	"max_amount" numeric(39, 0) NOT NULL,
	"status" text NOT NULL,
	"inception_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "baskets_risk" CHECK ("baskets"."risk" in ('low', 'balanced')),
	CONSTRAINT "baskets_status" CHECK ("baskets"."status" in ('open', 'closed')),
	CONSTRAINT "baskets_range" CHECK ("baskets"."min_amount" > 0 and "baskets"."max_amount" >= "baskets"."min_amount")
);
--> statement-breakpoint
CREATE INDEX "basket_positions_basket" ON "basket_positions" USING btree ("basket_id","book");--> statement-breakpoint
CREATE INDEX "basket_trades_user" ON "basket_trades" USING btree ("user_id","book","id");