CREATE TABLE "cache_changes" (
	"txid" bigint NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "cache_changes_txid_tag_pk" PRIMARY KEY("txid","tag")
);
--> statement-breakpoint
-- Cache tags of a change, for the store's read cache and the session cache (decision 018).
-- Row triggers name the row's key ('item:<id>'); statement triggers name a whole family ('shelf').
CREATE FUNCTION sl_cache_touch(tags text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cache_changes (txid, tag) SELECT txid_current(), t FROM unnest(tags) AS t WHERE t IS NOT NULL ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Row trigger: TG_ARGV[0] is the tag's prefix, TG_ARGV[1] the column whose value completes it (old and new row).
CREATE FUNCTION sl_cache_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sl_cache_touch(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1]) END,
    CASE WHEN TG_OP <> 'DELETE' THEN TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1]) END
  ]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement trigger: every argument is a tag.
CREATE FUNCTION sl_cache_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sl_cache_touch(TG_ARGV::text[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The hottest write (stock taken by every order line) names its item without a row-to-JSON conversion.
CREATE FUNCTION sl_cache_shelf_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sl_cache_touch(ARRAY['item:' || OLD.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order cancelled (or un-cancelled) changes its items' "schools ordered" figure.
CREATE FUNCTION sl_cache_order_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status = 5) IS DISTINCT FROM (NEW.status = 5) THEN
    PERFORM sl_cache_touch(ARRAY(SELECT 'item:' || l.shelf_item_id FROM order_lines l WHERE l.order_id = NEW.id) || ARRAY['shelf']);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shelf_items_cache_row AFTER UPDATE OR DELETE ON shelf_items FOR EACH ROW EXECUTE FUNCTION sl_cache_shelf_item();
--> statement-breakpoint
CREATE TRIGGER shelf_items_cache AFTER INSERT OR UPDATE OR DELETE ON shelf_items FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('shelf');
--> statement-breakpoint
CREATE TRIGGER shelf_item_images_cache_row AFTER INSERT OR UPDATE OR DELETE ON shelf_item_images FOR EACH ROW EXECUTE FUNCTION sl_cache_row('item:', 'shelf_item_id');
--> statement-breakpoint
-- refused_count is a figure of the console, not of the store: counting a refusal changes no cached read
CREATE TRIGGER seckill_details_cache_row AFTER INSERT OR DELETE OR UPDATE OF shelf_item_id, start_at, end_at, price_fen, quantity, order_quantity, limit_per_buyer ON seckill_details FOR EACH ROW EXECUTE FUNCTION sl_cache_row('item:', 'shelf_item_id');
--> statement-breakpoint
CREATE TRIGGER seckill_details_cache AFTER INSERT OR DELETE OR UPDATE OF shelf_item_id, start_at, end_at, price_fen, quantity, order_quantity, limit_per_buyer ON seckill_details FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('shelf');
--> statement-breakpoint
CREATE TRIGGER firms_cache_row AFTER UPDATE OR DELETE ON firms FOR EACH ROW EXECUTE FUNCTION sl_cache_row('firm:', 'id');
--> statement-breakpoint
CREATE TRIGGER firms_cache AFTER INSERT OR UPDATE OR DELETE ON firms FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('firms', 'shelf');
--> statement-breakpoint
CREATE TRIGGER food_types_cache AFTER INSERT OR UPDATE OR DELETE ON food_types FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('types', 'shelf');
--> statement-breakpoint
CREATE TRIGGER floors_cache AFTER INSERT OR UPDATE OR DELETE ON floors FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('cms');
--> statement-breakpoint
CREATE TRIGGER floor_food_types_cache AFTER INSERT OR UPDATE OR DELETE ON floor_food_types FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('cms');
--> statement-breakpoint
CREATE TRIGGER banners_cache AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('cms');
--> statement-breakpoint
CREATE TRIGGER partners_cache AFTER INSERT OR UPDATE OR DELETE ON partners FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('cms');
--> statement-breakpoint
CREATE TRIGGER about_versions_cache AFTER INSERT OR UPDATE OR DELETE ON about_versions FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('cms');
--> statement-breakpoint
CREATE TRIGGER pub_firm_types_cache AFTER INSERT OR UPDATE OR DELETE ON pub_firm_types FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('cms');
--> statement-breakpoint
CREATE TRIGGER favorites_cache_row AFTER INSERT OR UPDATE OR DELETE ON favorites FOR EACH ROW EXECUTE FUNCTION sl_cache_row('fav:', 'firm_id');
--> statement-breakpoint
CREATE TRIGGER orders_cache_status AFTER UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION sl_cache_order_status();
--> statement-breakpoint
CREATE TRIGGER sessions_cache_row AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sl_cache_row('session:', 'id');
--> statement-breakpoint
CREATE TRIGGER users_cache_row AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION sl_cache_row('user:', 'id');
--> statement-breakpoint
CREATE TRIGGER user_roles_cache_row AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION sl_cache_row('user:', 'user_id');
--> statement-breakpoint
CREATE TRIGGER roles_cache AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('roles');
--> statement-breakpoint
CREATE TRIGGER role_permissions_cache AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('roles');
--> statement-breakpoint
CREATE TRIGGER departments_cache AFTER INSERT OR UPDATE OR DELETE ON departments FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('roles');
--> statement-breakpoint
CREATE TRIGGER firm_departments_cache AFTER INSERT OR UPDATE OR DELETE ON firm_departments FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('roles');
--> statement-breakpoint
-- The flash-sale gate is rebuilt from the database when an offer's units come back (an order
-- cancelled) or its figures or window change; a purchase taking units does not rebuild it.
CREATE TRIGGER seckill_details_gate AFTER UPDATE ON seckill_details FOR EACH ROW
  WHEN (NEW.order_quantity < OLD.order_quantity OR NEW.quantity <> OLD.quantity OR NEW.limit_per_buyer <> OLD.limit_per_buyer
        OR NEW.start_at <> OLD.start_at OR NEW.end_at <> OLD.end_at)
  EXECUTE FUNCTION sl_cache_row('gate:', 'id');
--> statement-breakpoint
CREATE TRIGGER seckill_details_gate_gone AFTER DELETE ON seckill_details FOR EACH ROW EXECUTE FUNCTION sl_cache_row('gate:', 'id');
