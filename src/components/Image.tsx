/**
 * The one image component (spec section 9: densities 1 and 2, webp). In production the srcset goes
 * through Cloudflare image resizing; locally the original file is used. Width and height are always
 * set so nothing shifts while the image loads. `url` is a site path or an absolute URL on the CMS's
 * media host (src/backends/content/media.ts); Cloudflare resizes either, an absolute one when the zone
 * allows that host as a source origin (developers.cloudflare.com, Transform via URL).
 */
import type { ImageSource } from '../domain/image';

export interface ImageProps {
  image: ImageSource;
  /** The CSS width the image is shown at; the height follows the image's ratio. */
  width: number;
  resizing: boolean;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
}

export const IMAGE_DENSITIES = [1, 2] as const;

export function resizedUrl(url: string, width: number): string {
  return `/cdn-cgi/image/width=${width},format=webp,quality=85,fit=scale-down${url.startsWith('/') ? url : `/${url}`}`;
}

/** The srcset for an image shown `width` CSS pixels wide, or undefined where resizing does not apply. */
export function imageSrcSet(image: ImageSource, width: number, resizing: boolean): string | undefined {
  // Vector images scale by themselves; a resizing service would only rasterise them.
  if (!resizing || image.url.endsWith('.svg')) return undefined;
  return IMAGE_DENSITIES.map((density) => `${resizedUrl(image.url, width * density)} ${density}x`).join(', ');
}

export function Image({ image, width, resizing, className, loading = 'lazy', fetchPriority, sizes }: ImageProps) {
  const ratio = image.width > 0 && image.height > 0 ? image.height / image.width : 0;
  const srcSet = imageSrcSet(image, width, resizing);
  return (
    <img
      src={srcSet ? resizedUrl(image.url, width) : image.url}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={ratio ? Math.round(width * ratio) : undefined}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={className}
    />
  );
}
