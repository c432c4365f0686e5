import type { Bindings, RequestScope } from '../env';
import { fetchBytes } from '../lib/fetch';
import { imageSize, UNKNOWN_IMAGE_META, type ImageMeta } from '../domain/imageSize';

/**
 * The intrinsic size of an image: a site file (a path) is read through the static-assets binding, a
 * remote one (the CMS's media, already absolute: src/backends/content/media.ts) with fetch. Any failure
 * is logged and yields width 0, height 0, ratio 0 (spec section 8). A file's size is taken to be the same
 * on every read: the page cache keeps pages whose images were measured (docs/decisions/0042).
 */
export async function loadImageMeta(
  env: Pick<Bindings, 'ASSETS'> & Pick<RequestScope, 'reads'>,
  url: string,
): Promise<ImageMeta> {
  try {
    const asset = url.startsWith('/') && !url.startsWith('//');
    const response = await fetchBytes(asset ? `http://assets.local${url}` : url, {
      timeoutMs: 5000,
      fetch: asset ? (input, init) => env.ASSETS.fetch(input, init) : undefined,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const meta = imageSize(response.body);
    if (meta === UNKNOWN_IMAGE_META) throw new Error('unrecognised image format');
    return meta;
  } catch (error) {
    console.error(`Image metadata could not be loaded for ${url}`, error);
    // A page showing the unknown size is not kept for others (src/cache/pageCache.ts).
    env.reads?.failed();
    return UNKNOWN_IMAGE_META;
  }
}
