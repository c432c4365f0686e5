import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { imageSrcSet, resizedUrl } from '../../src/components/Image';
import { imageSize, UNKNOWN_IMAGE_META } from '../../src/domain/imageSize';
import { loadImageMeta } from '../../src/services/imageMeta';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe('image sizes', () => {
  it('reads PNG, GIF and SVG headers', () => {
    expect(imageSize(png(1200, 630))).toEqual({ width: 1200, height: 630, ratio: 0.525 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00]);
    expect(imageSize(gif)).toEqual({ width: 320, height: 240, ratio: 0.75 });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64"></svg>');
    expect(imageSize(svg)).toEqual({ width: 160, height: 64, ratio: 0.4 });
  });

  it('yields width 0, height 0, ratio 0 for what it cannot read', () => {
    expect(imageSize(new TextEncoder().encode('hello'))).toEqual(UNKNOWN_IMAGE_META);
  });

  it('loads the size of a site image through static assets, and 0/0/0 with a log when that fails', async () => {
    expect(await loadImageMeta(env, '/images/og-default.png')).toEqual({ width: 1200, height: 630, ratio: 0.525 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadImageMeta(env, '/images/does-not-exist.png')).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(error).toHaveBeenCalledWith(
      'Image metadata could not be loaded for /images/does-not-exist.png',
      expect.any(Error),
    );
    error.mockRestore();
  });
});

describe('image srcsets', () => {
  const photo = { url: '/images/team.jpg', width: 1600, height: 900, alt: '' };

  it('asks the resizing service for webp at densities 1 and 2 in production', () => {
    expect(imageSrcSet(photo, 400, true)).toBe(
      '/cdn-cgi/image/width=400,format=webp,quality=85,fit=scale-down/images/team.jpg 1x, /cdn-cgi/image/width=800,format=webp,quality=85,fit=scale-down/images/team.jpg 2x',
    );
    expect(resizedUrl('images/a.png', 10)).toBe(
      '/cdn-cgi/image/width=10,format=webp,quality=85,fit=scale-down/images/a.png',
    );
  });

  it('uses the original file locally and for vector images', () => {
    expect(imageSrcSet(photo, 400, false)).toBeUndefined();
    expect(imageSrcSet({ ...photo, url: '/images/logo.svg' }, 400, true)).toBeUndefined();
  });
});
