import type { Bindings } from '../../env';
import { isPlainObject } from './query';

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

/** A Strapi file, or one of its formats: it has a `url` and a `mime` (upload plugin, file model). */
const isMediaFile = (value: { [key: string]: unknown }) =>
  typeof value.url === 'string' && typeof value.mime === 'string';

/**
 * A copy of a content answer with every media file's URL resolved: populated media fields, their
 * `formats`, and the `image` of rich-text image nodes, wherever they are nested.
 */
export function withMediaUrls<T>(value: T, base: string | undefined): T {
  if (!base) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    if (isMediaFile(node)) copy.url = resolveMediaUrl(node.url as string, base);
    return copy;
  };
  return walk(value) as T;
}

/**
 * An absolute URL for places that need one (Open Graph, JSON-LD): a media URL as it is, a site path
 * prefixed with the site's origin.
 */
export const absoluteUrl = (url: string, origin: string): string =>
  isAbsolute(url) ? url : `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
