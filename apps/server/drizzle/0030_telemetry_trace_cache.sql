-- Cache tags of a vehicle's device token and of a public trace (decision 024, as decision 018's).
-- 'vehicle:<token hash>': any change of the vehicle's row (its token renewed, the vehicle changed
-- or deleted) moves the tag of its old and its new token, so a remembered token is asked again.
CREATE TRIGGER vehicles_cache_row AFTER UPDATE OR DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION sl_cache_row('vehicle:', 'token_hash');
--> statement-breakpoint
-- 'trace:<id>': the public trace of a stock-in line, asked for by the line's own id or by its
-- order line's id; both are tagged.
CREATE FUNCTION sl_cache_trace_lines(line_ids text[]) RETURNS void LANGUAGE sql AS $$
  SELECT sl_cache_touch(ARRAY(
    SELECT 'trace:' || x FROM fill_in_lines l, LATERAL (VALUES (l.id), (l.order_line_id)) AS v(x)
    WHERE l.id = ANY(line_ids) AND x IS NOT NULL
  ))
$$;
--> statement-breakpoint
-- A line itself: its old and new ids and order line ids (a line added answers a trace that was not found).
CREATE FUNCTION sl_cache_trace_line_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sl_cache_touch(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'trace:' || OLD.id END,
    CASE WHEN TG_OP <> 'INSERT' THEN 'trace:' || OLD.order_line_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'trace:' || NEW.id END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'trace:' || NEW.order_line_id END
  ]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row that belongs to a line (its certificates, rapid tests, EPCIS events): the line's tags.
CREATE FUNCTION sl_cache_trace_of_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sl_cache_trace_lines(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.line_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.line_id END
  ]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stock-in record (its order number, its buyer and supplier): the tags of all its lines.
CREATE FUNCTION sl_cache_trace_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sl_cache_trace_lines(ARRAY(SELECT l.id FROM fill_in_lines l WHERE l.fill_in_id = OLD.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fill_in_lines_trace_cache AFTER INSERT OR UPDATE OR DELETE ON fill_in_lines FOR EACH ROW EXECUTE FUNCTION sl_cache_trace_line_row();
--> statement-breakpoint
CREATE TRIGGER fill_in_line_files_trace_cache AFTER INSERT OR UPDATE OR DELETE ON fill_in_line_files FOR EACH ROW EXECUTE FUNCTION sl_cache_trace_of_line();
--> statement-breakpoint
CREATE TRIGGER pesticide_tests_trace_cache AFTER INSERT OR UPDATE OR DELETE ON pesticide_tests FOR EACH ROW EXECUTE FUNCTION sl_cache_trace_of_line();
--> statement-breakpoint
CREATE TRIGGER epcis_events_trace_cache AFTER INSERT OR UPDATE OR DELETE ON epcis_events FOR EACH ROW EXECUTE FUNCTION sl_cache_trace_of_line();
--> statement-breakpoint
-- the record's columns the trace shows; its status moving (shipped, accepted) changes none of them
CREATE TRIGGER fill_ins_trace_cache AFTER DELETE OR UPDATE OF order_no, buyer_firm_id, supplier_firm_id, supply_firm_name ON fill_ins FOR EACH ROW EXECUTE FUNCTION sl_cache_trace_of_record();
