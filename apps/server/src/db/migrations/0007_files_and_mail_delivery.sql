CREATE TABLE "files" (
	"path" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE sent_at IS NULL AND failed_at IS NULL;--> statement-breakpoint
-- Pictures and PDFs are compressed already: stored out of line without another compression attempt.
ALTER TABLE "files" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Mail queued before delivery existed is old (reset links long expired): kept for the record, never sent.
UPDATE "outbox" SET "failed_at" = now(), "last_error" = 'queued before mail delivery existed' WHERE "sent_at" IS NULL;
