-- Every write to what the catalogue shows announces itself on the channel `catalogue_changed`
-- (decision 020). NOTIFY is transactional: the announcement leaves only when the write commits,
-- once per transaction however many statements it ran, so every server instance listening
-- drops its cached catalogue answers as soon as they may be stale, and never earlier.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "rooms_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "property_photos_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_photos" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "property_universities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_universities" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "universities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "universities" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "customers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
