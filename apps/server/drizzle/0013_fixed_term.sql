CREATE TABLE "fixed_term_marks" (
	"symbol" text NOT NULL,
	"second" bigint NOT NULL,
	"price" bigint NOT NULL,
	"source" text NOT NULL,
	"tick_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixed_term_marks_symbol_second_pk" PRIMARY KEY("symbol","second")
);
--> statement-breakpoint
CREATE TABLE "fixed_term_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"kind" text NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"stake" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"fee_ppm" integer NOT NULL,
	"payout_ppm" integer NOT NULL,
	"cycle_seconds" integer NOT NULL,
	"price_scale" integer NOT NULL,
	"entry_price" bigint NOT NULL,
	"entry_source" text NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settle_price" bigint,
	"settle_source" text,
	"settle_at" timestamp with time zone,
	"payout" numeric(39, 0),
	"settled_at" timestamp with time zone,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixed_term_orders_request" UNIQUE("request_key"),
	CONSTRAINT "fixed_term_orders_status" CHECK ("fixed_term_orders"."status" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "fixed_term_orders_kind" CHECK ("fixed_term_orders"."kind" in ('delivery', 'option')),
	CONSTRAINT "fixed_term_orders_direction" CHECK ("fixed_term_orders"."direction" in ('up', 'down', 'call', 'put'))
);
--> statement-breakpoint
CREATE INDEX "fixed_term_orders_user" ON "fixed_term_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "fixed_term_orders_due" ON "fixed_term_orders" USING btree ("expires_at") WHERE "fixed_term_orders"."status" = 'open';