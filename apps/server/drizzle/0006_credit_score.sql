CREATE TABLE "credit_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"image_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_scores" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL,
	"evaluated_by" bigint NOT NULL,
	CONSTRAINT "credit_scores_range" CHECK ("credit_scores"."score" between 0 and 1000)
);
--> statement-breakpoint
CREATE INDEX "credit_proofs_user" ON "credit_proofs" USING btree ("user_id");