CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"order_number" text,
	"topic" text NOT NULL,
	"details" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decision" text,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" IN ('received', 'in_review', 'resolved', 'rejected')),
	CONSTRAINT "grievances_topic_check" CHECK ("grievances"."topic" IN ('order', 'delivery', 'product', 'payment', 'refund', 'other'))
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_tracking_number_idx" ON "grievances" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("due_at") WHERE "grievances"."status" IN ('received', 'in_review');--> statement-breakpoint
CREATE INDEX "grievances_created_idx" ON "grievances" USING btree ("created_at");