CREATE TABLE "market_candles" (
	"symbol" text NOT NULL,
	"period" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open_units" numeric(39, 0) NOT NULL,
	"high_units" numeric(39, 0) NOT NULL,
	"low_units" numeric(39, 0) NOT NULL,
	"close_units" numeric(39, 0) NOT NULL,
	"volume_units" numeric(39, 0) NOT NULL,
	"tick_count" integer NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_candles_symbol_period_open_time_pk" PRIMARY KEY("symbol","period","open_time"),
	CONSTRAINT "market_candles_period_known" CHECK ("market_candles"."period" in ('1m','5m','15m','30m','1h','4h','1d','1w','1M','1y')),
	CONSTRAINT "market_candles_prices_ordered" CHECK ("market_candles"."low_units" > 0 and "market_candles"."low_units" <= "market_candles"."open_units" and "market_candles"."low_units" <= "market_candles"."close_units" and "market_candles"."high_units" >= "market_candles"."open_units" and "market_candles"."high_units" >= "market_candles"."close_units"),
	CONSTRAINT "market_candles_volume_non_negative" CHECK ("market_candles"."volume_units" >= 0),
	CONSTRAINT "market_candles_source_known" CHECK ("market_candles"."source" in ('simulated', 'replay', 'push', 'exchange'))
);
--> statement-breakpoint
CREATE TABLE "market_instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"names" jsonb NOT NULL,
	"price_scale" integer NOT NULL,
	"quantity_scale" integer NOT NULL,
	"hours" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"reference_price_units" numeric(39, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_instruments_category_known" CHECK ("market_instruments"."category" in ('crypto', 'contract', 'forex', 'metal', 'energy', 'stock', 'etf')),
	CONSTRAINT "market_instruments_scales" CHECK ("market_instruments"."price_scale" between 0 and 18 and "market_instruments"."quantity_scale" between 0 and 18),
	CONSTRAINT "market_instruments_english_name" CHECK ("market_instruments"."names" ? 'en'),
	CONSTRAINT "market_instruments_reference_positive" CHECK ("market_instruments"."reference_price_units" > 0)
);
--> statement-breakpoint
ALTER TABLE "market_candles" ADD CONSTRAINT "market_candles_symbol_market_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_instruments"("symbol") ON DELETE cascade ON UPDATE no action;