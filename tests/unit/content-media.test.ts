import { describe, expect, it } from 'vitest';
import { absoluteUrl, mediaBase, mediaOrigin, resolveMediaUrl, withMediaUrls } from '../../src/backends/content/media';

const strapi = { CONTENT_SOURCE: 'strapi', CMS_URL: 'https://cms.pannonlabor.example/', CMS_MEDIA_URL: '' };

describe('where media URLs point', () => {
  it('the embedded source has no media base: its media are the site’s own files', () => {
    expect(mediaBase({ ...strapi, CONTENT_SOURCE: 'embedded' })).toBeUndefined();
    expect(mediaOrigin({ ...strapi, CONTENT_SOURCE: 'embedded' })).toBe('');
  });

  it('Strapi’s media live on CMS_URL, or on CMS_MEDIA_URL when that is set', () => {
    expect(mediaBase(strapi)).toBe('https://cms.pannonlabor.example');
    const cdn = { ...strapi, CMS_MEDIA_URL: 'https://cdn.pannonlabor.example/cms/' };
    expect(mediaBase(cdn)).toBe('https://cdn.pannonlabor.example/cms');
    expect(mediaOrigin(cdn)).toBe('https://cdn.pannonlabor.example');
    // A local Strapi is plain http: the CSP must name it, as 'https:' does not cover it.
    expect(mediaOrigin({ ...strapi, CMS_URL: 'http://localhost:1337' })).toBe('http://localhost:1337');
    expect(mediaOrigin({ ...strapi, CMS_MEDIA_URL: 'not a url' })).toBe('');
  });

  it('resolves paths against the base and leaves absolute URLs alone', () => {
    const base = 'https://cdn.pannonlabor.example/cms';
    expect(resolveMediaUrl('/uploads/a.jpg', base)).toBe('https://cdn.pannonlabor.example/cms/uploads/a.jpg');
    expect(resolveMediaUrl('uploads/a.jpg', base)).toBe('https://cdn.pannonlabor.example/cms/uploads/a.jpg');
    for (const url of [
      'https://s3.example/a.jpg',
      'http://x.example/a.jpg',
      '//x.example/a.jpg',
      'data:image/png;base64,AA',
    ]) {
      expect(resolveMediaUrl(url, base)).toBe(url);
    }
    expect(resolveMediaUrl('/uploads/a.jpg', undefined)).toBe('/uploads/a.jpg');
  });

  it('rewrites media files only, wherever they are nested, without changing the input', () => {
    const answer = {
      data: [
        {
          Link: '/arlista',
          Image: {
            url: '/uploads/a.jpg',
            mime: 'image/jpeg',
            formats: { small: { url: '/uploads/s_a.jpg', mime: 'image/jpeg' } },
          },
          Content: [{ type: 'link', url: '/kapcsolat', children: [] }],
        },
      ],
      meta: {},
    };
    const copy = JSON.parse(JSON.stringify(answer));
    const resolved = withMediaUrls(answer, 'https://cms.example');
    expect(resolved.data[0].Image.url).toBe('https://cms.example/uploads/a.jpg');
    expect(resolved.data[0].Image.formats.small.url).toBe('https://cms.example/uploads/s_a.jpg');
    expect(resolved.data[0].Link).toBe('/arlista');
    expect(resolved.data[0].Content[0].url).toBe('/kapcsolat');
    expect(answer).toEqual(copy);
  });

  it('makes absolute URLs for Open Graph and JSON-LD without doubling an origin', () => {
    expect(absoluteUrl('/images/og-default.png', 'https://www.pannonlabor.hu')).toBe(
      'https://www.pannonlabor.hu/images/og-default.png',
    );
    expect(absoluteUrl('https://cms.example/uploads/a.jpg', 'https://www.pannonlabor.hu')).toBe(
      'https://cms.example/uploads/a.jpg',
    );
  });
});
