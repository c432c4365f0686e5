/**
 * An image as content and catalogue data carry it: `url` is a site path or an absolute URL on the CMS's
 * media host (src/backends/content/media.ts); width and height are its intrinsic size, so pages reserve
 * its box before it loads (src/components/Image.tsx renders it).
 */
export interface ImageSource {
  url: string;
  width: number;
  height: number;
  alt: string;
}
