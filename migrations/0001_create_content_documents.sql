-- The embedded content source: documents answered with Strapi REST semantics (DESIGN.md, ports).
-- A content type is a collection (many documents) or a single type (one document per locale).
CREATE TABLE content_types (
  uid TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('collection', 'single'))
);

-- `data` holds the document's fields as JSON. Scalars are plain values; components, dynamic zones and
-- media are objects (or lists of objects); a relation is {"$relation": {"type": uid, "documentId": id}}
-- or a list of those. Objects and relations are only returned when populated, as Strapi does.
CREATE TABLE content_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id TEXT NOT NULL,
  type_uid TEXT NOT NULL REFERENCES content_types (uid),
  locale TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  published_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (type_uid, document_id, locale)
);

CREATE INDEX content_documents_type_locale ON content_documents (type_uid, locale, id);
