CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"page_id" integer,
	"category" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_page_id_unique" UNIQUE("page_id"),
	CONSTRAINT "content_items_kind_key" UNIQUE("kind","key"),
	CONSTRAINT "content_items_kind_known" CHECK ("content_items"."kind" in ('site', 'page', 'news', 'notice', 'banner', 'help', 'home-hero', 'home-feature', 'home-figure'))
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_item_id_lang_pk" PRIMARY KEY("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "site_assets" (
	"name" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_kind_published" ON "content_items" USING btree ("kind","published","published_at");