'use strict';

// Imports the site's seed documents into this Strapi, both languages, through Strapi's own services:
//
//   node scripts/import.js <documents.json>
//
// <documents.json> is { mediaRoot, documents: [{ type, documentId, locale, data }] } (the site's
// `npm run cms` writes it from scripts/seed/, see scripts/lib/cms.mjs): `type` is the REST path the
// site reads (`blogs`, `home-page`), `documentId` the seed's own id, media fields hold
// { url: '/images/…', alternativeText, width, height } pointing at files under mediaRoot.
//
// It loads Strapi in this process (createStrapi(...).load(): register and bootstrap, no HTTP server),
// so it runs with the server stopped and SQLite has one writer. Each file is uploaded once into the
// media library and each document written with the Document Service: the Hungarian version first, the
// English one as a locale of the same document, then both published. What the seed's ids became is
// kept in Strapi's core store, so a second run finds every document, compares, and writes only what
// differs: a run over an unchanged seed creates, updates and publishes nothing.

const fs = require('fs');
const path = require('path');
const { isDeepStrictEqual } = require('util');
const { createStrapi, compileStrapi } = require('@strapi/strapi');

const STORE = { type: 'core', name: 'site-seed' };
const LOCALES = ['hu', 'en'];
const REPORT = 'IMPORT-REPORT';
// A seed file's type when its media object does not say (rich-text image nodes need not).
const MIME = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node scripts/import.js <documents.json>');
    process.exit(2);
  }
  const { mediaRoot, documents } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const app = await createStrapi({ ...(await compileStrapi()), logLevel: 'warn' }).load();
  try {
    const started = Date.now();
    const report = await importDocuments(app, { mediaRoot, documents });
    // One line for the caller (scripts/lib/cms.mjs) among Strapi's own log lines.
    console.log(`${REPORT} ${JSON.stringify({ ...report, ms: Date.now() - started })}`);
  } finally {
    await app.destroy();
  }
}

/** @returns {Promise<{ files: Counts, documents: Counts, published: number }>} */
async function importDocuments(strapi, { mediaRoot, documents }) {
  const store = strapi.store(STORE);
  const ids = (await store.get({ key: 'documents' })) || {};
  const fileIds = (await store.get({ key: 'files' })) || {};
  const report = {
    files: { created: 0, updated: 0, unchanged: 0 },
    documents: { created: 0, updated: 0, unchanged: 0 },
    published: 0,
  };

  const files = await importFiles(strapi, mediaRoot, documents, fileIds, report.files);
  await store.set({ key: 'files', value: fileIds });

  const uidOf = typeUids(strapi);
  // One Strapi document for each seed document: all its locales, Hungarian first.
  const groups = new Map();
  for (const doc of documents) {
    const key = `${doc.type}/${doc.documentId}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(doc);
  }
  for (const [key, versions] of groups) {
    versions.sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
    const uid = uidOf(versions[0].type);
    const service = strapi.documents(uid);
    const model = strapi.getModel(uid);
    const populate = populateOf(strapi, model);
    let documentId = await existingDocument(strapi, uid, model, ids[key]);

    for (const { locale, data } of versions) {
      const wanted = toStrapi(strapi, model, data, files);
      const draft = documentId ? await service.findOne({ documentId, locale, status: 'draft', populate }) : null;
      if (!documentId) {
        ({ documentId } = await service.create({ locale, data: wanted }));
        report.documents.created++;
      } else if (!draft) {
        await service.update({ documentId, locale, data: wanted });
        report.documents.created++;
      } else if (!isDeepStrictEqual(normalise(strapi, model, draft), normalise(strapi, model, wanted))) {
        await service.update({ documentId, locale, data: wanted });
        report.documents.updated++;
      } else {
        report.documents.unchanged++;
      }
      ids[key] = documentId;
    }
    await store.set({ key: 'documents', value: ids });

    // Published as written: a locale with no published version, or one that differs from its draft.
    for (const { locale } of versions) {
      const [draft, published] = await Promise.all(
        ['draft', 'published'].map((status) => service.findOne({ documentId, locale, status, populate })),
      );
      if (published && isDeepStrictEqual(normalise(strapi, model, draft), normalise(strapi, model, published)))
        continue;
      await service.publish({ documentId, locale });
      report.published++;
    }
  }
  return report;
}

/** The seed's id → Strapi's documentId, if that document is still there; a single type has one. */
async function existingDocument(strapi, uid, model, known) {
  if (model.kind === 'singleType') {
    const any = await strapi.db.query(uid).findOne({ select: ['documentId'] });
    return any ? any.documentId : null;
  }
  if (!known) return null;
  const found = await strapi.db.query(uid).findOne({ where: { documentId: known }, select: ['documentId'] });
  return found ? known : null;
}

/** The site's REST path → the content type's uid: a collection's plural name, a single type's singular. */
function typeUids(strapi) {
  const byPath = new Map();
  for (const [uid, type] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    byPath.set(type.kind === 'singleType' ? type.info.singularName : type.info.pluralName, uid);
  }
  return (typePath) => {
    const uid = byPath.get(typePath);
    if (!uid) throw new Error(`The CMS has no content type at /api/${typePath}.`);
    return uid;
  };
}

// ---- media -----------------------------------------------------------------------------------------

const isMedia = (value) => value && typeof value === 'object' && typeof value.url === 'string' && 'mime' in value;
// The `image` of a rich-text (blocks) image node that points at one of the site's files.
const isImageNode = (node) => node && node.type === 'image' && node.image && typeof node.image.url === 'string';

/**
 * A media object's file in the media library: its url with its alternative text and caption. Strapi's
 * media library is not localized (a file has one alternative text), so a picture the English version
 * describes in English is a file of its own; otherwise English pages would read Hungarian alt texts.
 */
const mediaKey = (media) => JSON.stringify([media.url, media.alternativeText ?? null, media.caption ?? null]);

/** Every media object the documents hold, by mediaKey (Hungarian first). */
function mediaOf(documents) {
  const found = new Map();
  const add = (media) => found.has(mediaKey(media)) || found.set(mediaKey(media), media);
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isMedia(value)) add(value);
    else if (isImageNode(value)) add(value.image);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const ordered = [...documents].sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  for (const doc of ordered) walk(doc.data);
  return found;
}

/**
 * Uploads each file once per alternative text and caption into the media library (the upload plugin's
 * service, so the configured provider stores it: local folder or S3/R2) and keeps them and its size.
 * @returns {Map<string, object>} mediaKey → the media library's file
 */
async function importFiles(strapi, mediaRoot, documents, fileIds, counts) {
  const upload = strapi.plugin('upload').service('upload');
  const files = new Map();
  for (const [key, media] of mediaOf(documents)) {
    const { url } = media;
    const info = {
      alternativeText: media.alternativeText ?? null,
      caption: media.caption ?? null,
      width: media.width ?? null,
      height: media.height ?? null,
    };
    const known = fileIds[key] ? await upload.findOne(fileIds[key]) : null;
    let file = known;
    if (!file) {
      const filepath = path.join(mediaRoot, url);
      if (!fs.existsSync(filepath)) throw new Error(`${url}: no such file under ${mediaRoot}`);
      [file] = await upload.upload({
        data: { fileInfo: { name: path.basename(url), alternativeText: info.alternativeText, caption: info.caption } },
        files: {
          filepath,
          originalFilename: path.basename(url),
          mimetype: media.mime || MIME[path.extname(url).toLowerCase()] || 'application/octet-stream',
          size: fs.statSync(filepath).size,
        },
      });
      counts.created++;
    }
    // Strapi measures raster images itself; an SVG it leaves unmeasured, so the seed's size is written.
    const current = {
      alternativeText: file.alternativeText ?? null,
      caption: file.caption ?? null,
      width: file.width ?? null,
      height: file.height ?? null,
    };
    if (!isDeepStrictEqual(current, info)) {
      await strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: info });
      if (known) counts.updated++;
    } else if (known) counts.unchanged++;
    fileIds[key] = file.id;
    files.set(key, { ...file, ...info });
  }
  return files;
}

// ---- documents ---------------------------------------------------------------------------------------

const componentModel = (strapi, uid) => strapi.getModel(uid);

/** Seed data → Document Service data: media as file ids, components and dynamic zones as they are. */
function toStrapi(strapi, model, data, files) {
  const out = {};
  for (const [name, value] of Object.entries(data)) {
    const attribute = model.attributes[name];
    if (!attribute) throw new Error(`${model.uid}: the seed has a field ${name} the CMS does not`);
    out[name] = convert(strapi, attribute, value, files);
  }
  return out;
}

function convert(strapi, attribute, value, files) {
  if (value === null || value === undefined) return null;
  const uploaded = (media) => {
    const file = files.get(mediaKey(media));
    if (!file) throw new Error(`${media.url} was not uploaded`);
    return file;
  };
  const fileId = (media) => uploaded(media).id;
  // A rich-text image node holds the file itself (as the admin's editor writes it), not its id.
  const blocks = (node) => {
    if (Array.isArray(node)) return node.map(blocks);
    if (isImageNode(node)) return { ...node, image: imageOfNode(uploaded(node.image)) };
    if (node && typeof node === 'object' && Array.isArray(node.children))
      return { ...node, children: node.children.map(blocks) };
    return node;
  };
  switch (attribute.type) {
    case 'blocks':
      return blocks(value);
    case 'media':
      return Array.isArray(value) ? value.map(fileId) : fileId(value);
    case 'component': {
      const model = componentModel(strapi, attribute.component);
      return attribute.repeatable
        ? value.map((item) => toStrapi(strapi, model, item, files))
        : toStrapi(strapi, model, value, files);
    }
    case 'dynamiczone':
      return value.map(({ __component, ...fields }) => ({
        __component,
        ...toStrapi(strapi, componentModel(strapi, __component), fields, files),
      }));
    default:
      return value;
  }
}

/** The fields of a media library file that a rich-text image node keeps (those the admin's editor writes). */
function imageOfNode(file) {
  const keep = ['id', 'documentId', 'name', 'alternativeText', 'caption', 'width', 'height', 'formats', 'hash', 'ext'];
  const more = ['mime', 'size', 'url', 'previewUrl', 'provider', 'provider_metadata', 'createdAt', 'updatedAt'];
  return Object.fromEntries([...keep, ...more].map((key) => [key, file[key] ?? null]));
}

/**
 * One shape for what the seed wants and what Strapi holds, to compare: every attribute of the model
 * (a missing one is null), media as file ids, no ids of component rows, times as instants.
 */
function normalise(strapi, model, data) {
  const out = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (!isOwnAttribute(name, attribute)) continue;
    out[name] = normaliseValue(strapi, attribute, data ? data[name] : undefined);
  }
  return out;
}

function normaliseValue(strapi, attribute, value) {
  if (value === null || value === undefined) {
    if (attribute.type === 'component' && attribute.repeatable) return [];
    if (attribute.type === 'dynamiczone' || (attribute.type === 'media' && attribute.multiple)) return [];
    return null;
  }
  switch (attribute.type) {
    case 'media':
      return Array.isArray(value) ? value.map(mediaId) : mediaId(value);
    case 'component': {
      const model = componentModel(strapi, attribute.component);
      return attribute.repeatable
        ? value.map((item) => normalise(strapi, model, item))
        : normalise(strapi, model, value);
    }
    case 'dynamiczone':
      return value.map((item) => ({
        __component: item.__component,
        ...normalise(strapi, componentModel(strapi, item.__component), item),
      }));
    case 'datetime':
      return new Date(value).toISOString();
    case 'float':
    case 'decimal':
      return Number(value);
    default:
      return value;
  }
}

const mediaId = (value) => (typeof value === 'object' ? value.id : value);

/** The fields an editor writes: not the ones Strapi keeps for itself (ids, timestamps, locale). */
function isOwnAttribute(name, attribute) {
  if (['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy'].includes(name))
    return false;
  if (name === 'locale' || name === 'localizations') return false;
  return attribute.type !== 'relation';
}

/** Everything a document holds, to the last component: media, components, dynamic zones. */
function populateOf(strapi, model) {
  const populate = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (!isOwnAttribute(name, attribute)) continue;
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component') {
      const nested = populateOf(strapi, componentModel(strapi, attribute.component));
      populate[name] = Object.keys(nested).length ? { populate: nested } : true;
    } else if (attribute.type === 'dynamiczone') {
      populate[name] = {
        on: Object.fromEntries(
          attribute.components.map((uid) => {
            const nested = populateOf(strapi, componentModel(strapi, uid));
            return [uid, Object.keys(nested).length ? { populate: nested } : true];
          }),
        ),
      };
    }
  }
  return populate;
}

module.exports = { importDocuments };

if (require.main === module) {
  main().catch((error) => {
    console.error(error && error.stack ? error.stack : error);
    process.exit(1);
  });
}
