-- Trigram operators for the GIN indexes that serve ILIKE keyword search (trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
