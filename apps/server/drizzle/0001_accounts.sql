CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"template" text,
	"params" jsonb,
	"title" text,
	"body" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_messages_text" CHECK ("inbox_messages"."template" is not null or ("inbox_messages"."title" is not null and "inbox_messages"."body" is not null))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash" UNIQUE("token_hash"),
	CONSTRAINT "sessions_revoke_reason" CHECK ("sessions"."revoke_reason" is null or "sessions"."revoke_reason" in ('logout', 'security'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'real' NOT NULL,
	"email" text,
	"area_code" text,
	"phone" text,
	"wallet_address" text,
	"nationality" text,
	"nickname" text,
	"avatar_path" text,
	"invitation_code" text NOT NULL,
	"invited_by" bigint,
	"password_hash" text,
	"trade_password_hash" text,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" bigint,
	"security_question_id" integer,
	"security_answer_hash" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"demo_expires_at" timestamp with time zone,
	"security_changed_at" timestamp with time zone,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_kind_known" CHECK ("users"."kind" in ('real', 'demo')),
	CONSTRAINT "users_demo_expiry" CHECK (("users"."kind" = 'demo') = ("users"."demo_expires_at" is not null)),
	CONSTRAINT "users_failed_logins" CHECK ("users"."failed_logins" >= 0),
	CONSTRAINT "users_question_known" CHECK ("users"."security_question_id" is null or "users"."security_question_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "verification_codes_channel" CHECK ("verification_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "wallet_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_messages_user" ON "inbox_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_target" ON "outbox_messages" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("area_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wallet_address" ON "users" USING btree ("wallet_address");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invitation_code" ON "users" USING btree ("invitation_code");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");