-- Search tokens of a product name: every character and every pair of adjacent characters,
-- lower-cased. A GIN index over them finds two-character Chinese words (大米, 鸡蛋) that
-- pg_trgm cannot (it needs three characters and ignores CJK under the C locale).
CREATE OR REPLACE FUNCTION sl_search_tokens(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT tok), '{}'::text[]) FROM (
    SELECT substr(lower(t), i, 1) AS tok FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) s WHERE tok !~ '\s'
$$;
