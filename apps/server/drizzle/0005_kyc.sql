CREATE TABLE "kyc_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "kyc_submissions_level" CHECK ("kyc_submissions"."level" in ('primary', 'advanced', 'address')),
	CONSTRAINT "kyc_submissions_status" CHECK ("kyc_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "risk_assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kyc_images_user" ON "kyc_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_user" ON "kyc_submissions" USING btree ("user_id","level","created_at");--> statement-breakpoint
CREATE INDEX "risk_assessments_user" ON "risk_assessments" USING btree ("user_id","created_at");