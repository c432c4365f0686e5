import type { Bindings } from '../../env';
import { isPlainObject } from './query';
import { attributeOf, type Model, type Models } from './schema';

/**
 * Where media URLs point. Strapi's local upload provider answers a file's `url` as a path on the CMS
 * (`/uploads/hero_1a2b.jpg`); a cloud provider (S3, Cloudinary) or a CDN answers an absolute URL
 * (docs.strapi.io, Media Library providers). A path is the CMS's, never the site's: it is resolved
 * against CMS_MEDIA_URL (a media host or CDN in front of the uploads), else against CMS_URL, by the Strapi
 * adapter before anything else sees the answer. Every image (the Image component, rich-text images,
 * Open Graph, JSON-LD, image-size reading) therefore gets a URL it can use as it is. The embedded
 * source's media are the site's own files under /images, and stay paths on the site.
 */

type MediaEnv = Pick<Bindings, 'CONTENT_SOURCE' | 'CMS_URL' | 'CMS_MEDIA_URL'>;

/** The base media paths resolve against, without a trailing slash; undefined for the embedded source. */
export function mediaBase(env: MediaEnv): string | undefined {
  if (env.CONTENT_SOURCE !== 'strapi') return undefined;
  const base = (env.CMS_MEDIA_URL || env.CMS_URL || '').trim().replace(/\/+$/, '');
  return base || undefined;
}

/** The media host's origin, for the CSP's img-src; '' when media are the site's own files. */
export function mediaOrigin(env: MediaEnv): string {
  const base = mediaBase(env);
  if (!base) return '';
  try {
    return new URL(base).origin;
  } catch {
    return '';
  }
}

/** A URL with a scheme (`https:`, `data:`) or protocol-relative is left alone. */
const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** A media path resolved against `base` (keeping base's own path prefix); other URLs as they are. */
export function resolveMediaUrl(url: string, base: string | undefined): string {
  if (!base || !url || isAbsolute(url)) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A file of the upload plugin, or one of its formats: whatever fields were asked for, its `url` is a path. */
function resolveFile(file: { [key: string]: unknown }, base: string): { [key: string]: unknown } {
  const copy = { ...file };
  if (typeof file.url === 'string') copy.url = resolveMediaUrl(file.url, base);
  if (isPlainObject(file.formats))
    copy.formats = Object.fromEntries(
      Object.entries(file.formats).map(([name, format]) => [
        name,
        isPlainObject(format) ? resolveFile(format, base) : format,
      ]),
    );
  return copy;
}

/** Rich text (Strapi 5 blocks): an `image` node carries a whole file. */
function resolveBlocks(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveBlocks(item, base));
  if (!isPlainObject(node)) return node;
  const copy: { [key: string]: unknown } = { ...node };
  if (node.type === 'image' && isPlainObject(node.image)) copy.image = resolveFile(node.image, base);
  if (Array.isArray(node.children)) copy.children = resolveBlocks(node.children, base);
  return copy;
}

/**
 * A copy of a content answer for the type at `path` with every media file's URL resolved, found by the
 * schema (issue 26): a media attribute's file or files and their `formats`, wherever components, dynamic
 * zones and relations nest them, and the `image` of rich-text image nodes. A file answered with a few
 * `fields` (only `url`, no `mime`) is resolved as well. A type the schema does not describe is answered
 * as it is.
 */
export function withMediaUrls<T>(value: T, base: string | undefined, path: string, schema: Models): T {
  if (!base) return value;
  const walk = (node: unknown, model: Model | undefined): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, model));
    if (!isPlainObject(node) || !model) return node;
    const copy: { [key: string]: unknown } = { ...node };
    for (const [key, item] of Object.entries(node)) {
      const attribute = attributeOf(model, key);
      if (!attribute || item === null || item === undefined) continue;
      if (attribute.type === 'media') copy[key] = mapFiles(item, (file) => resolveFile(file, base));
      else if (attribute.type === 'blocks') copy[key] = resolveBlocks(item, base);
      else if (attribute.type === 'dynamiczone')
        copy[key] = Array.isArray(item)
          ? item.map((entry) =>
              isPlainObject(entry) && typeof entry.__component === 'string'
                ? walk(entry, schema.component(entry.__component))
                : entry,
            )
          : item;
      else if (attribute.type === 'component' || attribute.type === 'relation')
        copy[key] = walk(item, schema.target(attribute));
    }
    return copy;
  };
  if (!isPlainObject(value) || !('data' in value)) return value;
  return { ...value, data: walk(value.data, schema.type(path.split('/')[0]!)) } as T;
}

const mapFiles = (value: unknown, resolve: (file: { [key: string]: unknown }) => unknown) =>
  Array.isArray(value)
    ? value.map((file) => (isPlainObject(file) ? resolve(file) : file))
    : isPlainObject(value)
      ? resolve(value)
      : value;

/**
 * An absolute URL for places that need one (Open Graph, JSON-LD): a media URL as it is, a site path
 * prefixed with the site's origin.
 */
export const absoluteUrl = (url: string, origin: string): string =>
  isAbsolute(url) ? url : `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
