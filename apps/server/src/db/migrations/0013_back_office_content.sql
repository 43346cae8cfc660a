-- The back office's content, inbox, subscribers and partner keys (issue 13). Hand-written (no drizzle snapshot).
-- A partner key is revoked, not deleted: its submissions and subscribers keep naming the partner.
ALTER TABLE "api_clients" ADD COLUMN "revoked_at" timestamp with time zone;
--> statement-breakpoint
-- The keys' version: every write to api_clients bumps it in the writer's transaction, so each instance
-- notices a new, changed or revoked key on the next widget request (plugins/clients.ts) and reloads the
-- keys, instead of trusting the copy it loaded at start. Microseconds since the epoch, never less than the
-- last value plus one (like catalog_version, migration 0008).
CREATE TABLE "api_clients_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "api_clients_version" ("id", "version")
VALUES (true, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);
--> statement-breakpoint
CREATE FUNCTION api_clients_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO api_clients_version AS v (id, version)
  VALUES (true, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT (id) DO UPDATE SET version = greatest(v.version + 1, excluded.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_clients_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_clients
  FOR EACH STATEMENT EXECUTE FUNCTION api_clients_bump();
--> statement-breakpoint
CREATE INDEX "submissions_assigned_idx" ON "submissions" ("assigned_to") WHERE "assigned_to" IS NOT NULL;
