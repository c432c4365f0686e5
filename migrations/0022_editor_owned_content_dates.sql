-- Dates the editors own (issue 26; docs/decisions/0063). Strapi 5 reserves `published_at`: a job's
-- `PublishedAt` cannot exist there, and Strapi stamps `publishedAt` itself each time an entry is
-- published. A job's date is now `PostedOn`, an article's `PostedAt`. Stored documents keep the dates
-- they showed until now.
UPDATE content_documents
SET data = json_set(json_remove(data, '$.PublishedAt'), '$.PostedOn', json_extract(data, '$.PublishedAt'))
WHERE type_uid = 'jobs' AND json_type(data, '$.PublishedAt') IS NOT NULL AND json_type(data, '$.PostedOn') IS NULL;

UPDATE content_documents
SET data = json_set(data, '$.PostedAt', published_at)
WHERE type_uid = 'blogs' AND published_at IS NOT NULL AND json_type(data, '$.PostedAt') IS NULL;
