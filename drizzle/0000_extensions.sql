-- Custom SQL migration file, put your code below! --
-- Trigram similarity for "did you mean" and autocomplete; the title indexes of later migrations use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
