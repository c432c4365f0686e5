import type { Bindings } from '../env';
import { imageSize, UNKNOWN_IMAGE_META, type ImageMeta } from '../domain/imageSize';

/**
 * The intrinsic size of an image: a site file (a path) is read through the static-assets binding, a
 * remote one (the CMS's media, already absolute: src/backends/content/media.ts) with fetch. Any failure
 * is logged and yields width 0, height 0, ratio 0 (spec section 8).
 */
export async function loadImageMeta(env: Pick<Bindings, 'ASSETS'>, url: string): Promise<ImageMeta> {
  try {
    const response =
      url.startsWith('/') && !url.startsWith('//')
        ? await env.ASSETS.fetch(new Request(`http://assets.local${url}`))
        : await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const meta = imageSize(bytes);
    if (meta === UNKNOWN_IMAGE_META) throw new Error('unrecognised image format');
    return meta;
  } catch (error) {
    console.error(`Image metadata could not be loaded for ${url}`, error);
    return UNKNOWN_IMAGE_META;
  }
}
