CREATE TABLE "review_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"staff_id" bigint,
	"event" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" bigint,
	"summary" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_items_subject" UNIQUE("queue","subject_id"),
	CONSTRAINT "review_items_status" CHECK ("review_items"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "review_items_decided" CHECK (("review_items"."status" = 'pending') = ("review_items"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_item" ON "review_events" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "review_items_queue_status" ON "review_items" USING btree ("queue","status","created_at");