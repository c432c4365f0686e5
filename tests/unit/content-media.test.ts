import { describe, expect, it } from 'vitest';
import { absoluteUrl, mediaBase, mediaOrigin, resolveMediaUrl, withMediaUrls } from '../../src/backends/content/media';
import { CONTENT_SCHEMA, models } from '../../src/backends/content/schema';

const SCHEMA = models(CONTENT_SCHEMA);

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

  it('rewrites media files only, found by the schema wherever they are nested, without changing the input', () => {
    const answer = {
      data: [
        {
          id: 1,
          documentId: 'a',
          Title: 'Hírek',
          CoverImg: {
            id: 7,
            documentId: 'f7',
            url: '/uploads/a.jpg',
            mime: 'image/jpeg',
            formats: { small: { url: '/uploads/s_a.jpg', mime: 'image/jpeg' } },
          },
          // A component's media, and rich text: a link stays a link on the site, an image is the CMS's.
          Author: { id: 3, Name: 'Dr. Kovács', Avatar: { id: 8, documentId: 'f8', url: '/uploads/k.png' } },
          Content: [
            { type: 'paragraph', children: [{ type: 'link', url: '/kapcsolat', children: [] }] },
            { type: 'image', image: { url: '/uploads/in.png', mime: 'image/png', formats: null } },
          ],
        },
      ],
      meta: {},
    };
    const copy = JSON.parse(JSON.stringify(answer));
    const resolved = withMediaUrls(answer, 'https://cms.example', 'blogs', SCHEMA);
    const [entry] = resolved.data;
    expect(entry!.CoverImg.url).toBe('https://cms.example/uploads/a.jpg');
    expect(entry!.CoverImg.formats.small.url).toBe('https://cms.example/uploads/s_a.jpg');
    // `populate[Author][populate][Avatar][fields][0]=url`: no mime, still the CMS's file.
    expect(entry!.Author.Avatar.url).toBe('https://cms.example/uploads/k.png');
    expect(entry!.Content[0]!.children![0]!.url).toBe('/kapcsolat');
    expect(entry!.Content[1]!.image!.url).toBe('https://cms.example/uploads/in.png');
    expect(entry!.Title).toBe('Hírek');
    expect(answer).toEqual(copy);
  });

  it('follows dynamic zones to their components, and leaves a type the schema does not describe as it is', () => {
    const home = {
      data: {
        id: 1,
        documentId: 'h',
        Blocks: [
          { __component: 'blocks.hero', id: 1, Image: { id: 2, url: '/uploads/hero.jpg' } },
          { __component: 'blocks.our-doctors', id: 2, Doctors: [{ id: 3, Image: [{ id: 4, url: '/uploads/d.jpg' }] }] },
          { __component: 'blocks.unknown', id: 5, Image: { url: '/uploads/x.jpg' } },
        ],
      },
      meta: {},
    };
    const resolved = withMediaUrls(home, 'https://cms.example', 'home-page', SCHEMA) as typeof home;
    expect(resolved.data.Blocks[0]!.Image!.url).toBe('https://cms.example/uploads/hero.jpg');
    expect(resolved.data.Blocks[1]!.Doctors![0]!.Image[0]!.url).toBe('https://cms.example/uploads/d.jpg');
    expect(resolved.data.Blocks[2]!.Image!.url).toBe('/uploads/x.jpg');
    const other = {
      data: [{ id: 1, documentId: 'o', Image: { url: '/uploads/o.jpg', mime: 'image/jpeg' } }],
      meta: {},
    };
    expect(withMediaUrls(other, 'https://cms.example', 'not-a-type', SCHEMA)).toEqual(other);
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
