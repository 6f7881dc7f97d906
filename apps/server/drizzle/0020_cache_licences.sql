-- A supplier's page in the store shows its licences: a licence saved, changed or removed moves the
-- page's tag (decision 018).
CREATE TRIGGER firm_licenses_cache AFTER INSERT OR UPDATE OR DELETE ON firm_licenses FOR EACH STATEMENT EXECUTE FUNCTION sl_cache_statement('licences');
