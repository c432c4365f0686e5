/**
 * Content documents in D1 (migrations/0001_create_content_documents.sql): the rows the embedded content
 * source (src/backends/content/embedded.ts) answers Strapi v5 REST queries from.
 */
export interface DocumentRow {
  kind: 'collection' | 'single';
  id: number | null;
  document_id: string | null;
  data: string | null;
  created_at: string | null;
  updated_at: string | null;
  published_at: string | null;
  locale: string | null;
}

// The LEFT JOIN tells an unknown type (no row) from a known one with no documents (one row of NULLs).
// Drafts (published_at NULL) stay out, as Strapi's REST API answers the published version by default.
const TYPE_WITH_DOCUMENTS = `
  SELECT t.kind, d.id, d.document_id, d.data, d.created_at, d.updated_at, d.published_at, d.locale
  FROM content_types t
  LEFT JOIN content_documents d
    ON d.type_uid = t.uid AND d.locale = ?2 AND d.published_at IS NOT NULL
  WHERE t.uid = ?1
  ORDER BY d.id`;

/** A content type's published documents in one locale: no rows for an unknown type, one of NULLs for an empty one. */
export async function listTypeDocuments(db: D1Database, uid: string, locale: string): Promise<DocumentRow[]> {
  const { results } = await db.prepare(TYPE_WITH_DOCUMENTS).bind(uid, locale).all<DocumentRow>();
  return results;
}
