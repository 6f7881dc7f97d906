-- Cache tags of a package's nutrition analysis (decision 018, as the store's reads):
-- 'week:<id>' is one package (its row and its entries); 'meals' is what every analysis reads of the
-- kitchens' meals: meals, their dishes and ingredients, the shelf items' names, composition codes
-- and package types, and the composition table. Stock and sales of shelf items touch neither.
CREATE TRIGGER week_feedings_cache_row AFTER UPDATE OR DELETE ON week_feedings FOR EACH ROW EXECUTE FUNCTION sl_cache_row('week:', 'id');
--> statement-breakpoint
CREATE TRIGGER week_feeding_entries_cache_row AFTER INSERT OR UPDATE OR DELETE ON week_feeding_entries FOR EACH ROW EXECUTE FUNCTION sl_cache_row('week:', 'week_feeding_id');
--> statement-breakpoint
CREATE TRIGGER feedings_cache AFTER INSERT OR UPDATE OR DELETE ON feedings FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('meals');
--> statement-breakpoint
CREATE TRIGGER feeding_dishes_cache AFTER INSERT OR UPDATE OR DELETE ON feeding_dishes FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('meals');
--> statement-breakpoint
CREATE TRIGGER dishes_cache AFTER INSERT OR UPDATE OR DELETE ON dishes FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('meals');
--> statement-breakpoint
CREATE TRIGGER dish_ingredients_cache AFTER INSERT OR UPDATE OR DELETE ON dish_ingredients FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('meals');
--> statement-breakpoint
CREATE TRIGGER shelf_items_meals_cache AFTER DELETE OR UPDATE OF name, composition_code, package_type ON shelf_items FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('meals');
--> statement-breakpoint
CREATE TRIGGER food_compositions_cache AFTER INSERT OR UPDATE OR DELETE ON food_compositions FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('meals');
