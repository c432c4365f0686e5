import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { embeddedContentSource } from '../../src/backends/content/embedded';
import {
  ContentNotFoundError,
  type ContentQuery,
  ContentQueryError,
  ContentValidationError,
} from '../../src/backends/content/port';
import { parseBracketQuery } from '../../src/backends/content/query';
import { type StrapiOptions, strapiContentSource } from '../../src/backends/content/strapi';
import { MAIN_MENU_POPULATE } from '../../src/services/shell';
import notFound from '../fixtures/strapi/not-found.json';
import v4Collection from '../fixtures/strapi/v4-collection.json';
import v5BlogsMedia from '../fixtures/strapi/v5-blogs-media.json';
import v5Collection from '../fixtures/strapi/v5-collection.json';
import v5Single from '../fixtures/strapi/v5-single.json';
import v5ValidationError from '../fixtures/strapi/v5-validation-error.json';

interface Call {
  url: URL;
  headers: Headers;
  signal: AbortSignal | null | undefined;
}

/** A Strapi stand-in that records each request and answers with the given body and status. */
function cms(
  body: unknown,
  status = 200,
  { token = 'read-only-token' as string | undefined, mediaUrl = undefined as StrapiOptions['mediaUrl'] } = {},
) {
  const calls: Call[] = [];
  const source = strapiContentSource({
    baseUrl: 'https://cms.example.hu/',
    token,
    mediaUrl,
    fetch: async (input, init) => {
      calls.push({ url: new URL(String(input)), headers: new Headers(init?.headers), signal: init?.signal });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { source, calls };
}

const hu: ContentQuery = { locale: 'hu' };

describe('strapiContentSource: the request', () => {
  it('calls /api/<path> with the bracket-encoded query, the locale and the headers', async () => {
    const { source, calls } = cms(v5Collection);
    const query: ContentQuery = {
      locale: 'hu',
      populate: { MenuItem: { populate: ['Submenu'] } },
      filters: { $or: [{ Link: { $eq: '/arlista' } }, { Text: { $containsi: 'helyszín' } }] },
      pagination: { page: 2, pageSize: 2 },
      sort: ['Weight:asc'],
    };
    await source.find('bottom-menu-1s', query);
    expect(calls).toHaveLength(1);
    const [{ url, headers, signal }] = calls;
    expect(url.origin + url.pathname).toBe('https://cms.example.hu/api/bottom-menu-1s');
    expect(url.search).toBe(
      '?locale=hu&populate[MenuItem][populate][0]=Submenu' +
        '&filters[$or][0][Link][$eq]=%2Farlista&filters[$or][1][Text][$containsi]=helysz%C3%ADn' +
        '&pagination[page]=2&pagination[pageSize]=2&sort[0]=Weight%3Aasc',
    );
    expect(parseBracketQuery(url.search)).toEqual({
      ...query,
      pagination: { page: '2', pageSize: '2' },
    });
    expect(headers.get('authorization')).toBe('Bearer read-only-token');
    expect(headers.get('accept')).toBe('application/json');
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header without a token, and the entry path as given', async () => {
    const { source, calls } = cms({ data: v5Single.data, meta: {} }, 200, { token: '' });
    await source.find('bottom-menu-1s/k2v9wq1m3x8c4n5b6z7a0s1d', { locale: 'en' });
    expect(calls[0].url.pathname).toBe('/api/bottom-menu-1s/k2v9wq1m3x8c4n5b6z7a0s1d');
    expect(calls[0].url.searchParams.get('locale')).toBe('en');
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it("does not pass Strapi's plugin routes or odd paths on", async () => {
    const { source, calls } = cms(v5Collection);
    for (const path of ['users', 'users-permissions/roles', '../admin', 'top-menus?x=1', 'a/b/c']) {
      await expect(source.find(path, hu)).rejects.toBeInstanceOf(ContentNotFoundError);
    }
    expect(calls).toHaveLength(0);
  });

  it('gives up after the timeout', async () => {
    const source = strapiContentSource({
      baseUrl: 'https://cms.example.hu',
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    await expect(source.find('top-menus', hu)).rejects.toThrow(/timed out|timeout/i);
  });
});

describe('strapiContentSource: the response', () => {
  it('answers a v5 collection as Strapi sent it', async () => {
    const response = await cms(v5Collection).source.find('bottom-menu-1s', hu);
    expect(response.data).toEqual(v5Collection.data);
    expect(response.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 5 });
  });

  it('answers a v5 single type with one object', async () => {
    const response = await cms(v5Single).source.find('home-page', hu);
    expect(response).toEqual({ data: v5Single.data, meta: {} });
  });

  it('flattens v4 { id, attributes } entries, relations and media into the v5 shape', async () => {
    // A type with a media attribute (found by the schema, so its path resolves on the CMS).
    const response = await cms(v4Collection).source.find('bottom-data-plural', hu);
    const [first, second] = response.data as Record<string, any>[];
    expect(first).toMatchObject({ id: 1, documentId: '1', Text: 'Laborvizsgálatok', Weight: 1, locale: 'hu' });
    expect(first.SecondLogo).toEqual({
      id: 31,
      documentId: '31',
      name: 'labor.svg',
      url: 'https://cms.example.hu/uploads/labor_1a2b3c.svg',
      mime: 'image/svg+xml',
      width: 24,
      height: 24,
    });
    expect(first.Category).toBeNull();
    expect(first.Submenu).toEqual([{ id: 5, Text: 'Pajzsmirigy', Link: '/laborvizsgalatok?kategoria=pajzsmirigy' }]);
    expect(second.Category).toEqual({ id: 4, documentId: '4', Name: 'Árak' });
    expect(first).not.toHaveProperty('attributes');
  });

  it("takes i18n's localizations off a populate=* answer, and keeps what the site reads", async () => {
    const service = (id: number, locale: string) => ({
      id,
      documentId: 'svc1',
      Name: locale === 'hu' ? 'Vérvétel otthon' : 'Home sampling',
      WhitetechID: '12',
      locale,
      // What Strapi 5 sends with populate=*: the entry's other languages (an unset component is null).
      localizations: [{ id: id + 1, documentId: 'svc1', Name: 'Home sampling', locale: 'en' }],
    });
    const response = await cms({ data: [service(1, 'hu')], meta: {} }).source.find('services', {
      locale: 'hu',
      populate: '*',
    });
    expect(response.data).toEqual([
      { id: 1, documentId: 'svc1', Name: 'Vérvétel otthon', WhitetechID: '12', locale: 'hu' },
    ]);
    const single = await cms({ data: { ...service(1, 'hu') }, meta: {} }).source.find('home-page', hu);
    expect(single.data).not.toHaveProperty('localizations');
  });

  it('answers start/limit pagination in the page form as well', async () => {
    const body = { data: [], meta: { pagination: { start: 20, limit: 10, total: 25 } } };
    const response = await cms(body).source.find('bottom-menu-1s', {
      locale: 'hu',
      pagination: { start: 20, limit: 10 },
    });
    expect(response.meta.pagination).toEqual({ page: 3, pageSize: 10, pageCount: 3, total: 25, start: 20, limit: 10 });
  });

  it('raises ContentNotFoundError on 404', async () => {
    await expect(cms(notFound, 404).source.find('no-such-type', hu)).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('raises a plain error with Strapi’s message on other failures', async () => {
    const failure = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } };
    const error = await cms(failure, 403)
      .source.find('top-menus', hu)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ContentNotFoundError);
    expect((error as Error).message).toMatch(/403.*Forbidden/);
  });

  it.each([
    ['a body that is not JSON', '<html>Bad gateway</html>'],
    ['no data', { meta: {} }],
    ['data of the wrong type', { data: 'top-menus', meta: {} }],
    ['an entry without documentId', { data: [{ id: 1, Text: 'x' }], meta: {} }],
    ['an entry without id', { data: { documentId: 'abc', Text: 'x' }, meta: {} }],
    ['a malformed pagination', { data: [], meta: { pagination: { page: '1', pageSize: 25 } } }],
  ])('rejects %s', async (_name, body) => {
    await expect(cms(body).source.find('top-menus', hu)).rejects.toThrow(/unexpected body/);
  });
});

describe('strapiContentSource: media URLs', () => {
  // Strapi's local upload provider answers paths on the CMS; a cloud provider absolute URLs.
  it('resolves media paths against the CMS: files, their formats and rich-text images', async () => {
    const response = await cms(v5BlogsMedia).source.find('blogs', hu);
    const [article] = response.data as Record<string, any>[];
    expect(article.CoverImg.url).toBe('https://cms.example.hu/uploads/ehgyomri_vervetel_9a8b7c.jpg');
    expect(article.CoverImg.formats.thumbnail.url).toBe(
      'https://cms.example.hu/uploads/thumbnail_ehgyomri_vervetel_9a8b7c.jpg',
    );
    const image = article.Content[1].image;
    expect(image.url).toBe('https://cms.example.hu/uploads/pohar_viz_5d41402a.jpg');
    expect(image.formats.small.url).toBe('https://cms.example.hu/uploads/small_pohar_viz_5d41402a.jpg');
    // A provider's absolute URL and a rich-text link are not media paths.
    expect(article.Author.Avatar.url).toBe('https://media.pannonlabor.example/strapi/toth_reka_31c2.webp');
    expect(article.Content[2].children[0].url).toBe('/idopontfoglalas');
    // Everything else is Strapi's answer as it came.
    expect({ ...article, CoverImg: undefined, Content: undefined, Author: undefined }).toEqual({
      ...v5BlogsMedia.data[0],
      CoverImg: undefined,
      Content: undefined,
      Author: undefined,
    });
  });

  it('resolves them against the media host when one is configured, keeping its path', async () => {
    const response = await cms(v5BlogsMedia, 200, { mediaUrl: 'https://cdn.pannonlabor.example/cms/' }).source.find(
      'blogs',
      hu,
    );
    const [article] = response.data as Record<string, any>[];
    expect(article.CoverImg.url).toBe('https://cdn.pannonlabor.example/cms/uploads/ehgyomri_vervetel_9a8b7c.jpg');
  });
});

describe('strapiContentSource: a refused query', () => {
  it("raises Strapi 5's 400 ValidationError as a ContentValidationError carrying Strapi's body", async () => {
    const error = await cms(v5ValidationError, 400)
      .source.find('top-menus', { locale: 'hu', populate: { Submenu: true } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error).toBeInstanceOf(ContentQueryError); // an answer, not an outage: no stale copy hides it
    expect((error as ContentValidationError).body).toEqual(v5ValidationError);
    expect((error as Error).message).toBe('Invalid key Submenu');
  });

  it('is refused by the embedded source with the very same body', async () => {
    // The menu query the site sent before: `Submenu` is no attribute of top-menus (schema.json).
    const query: ContentQuery = { locale: 'hu', populate: { MenuItem: { populate: ['Submenu'] }, Submenu: true } };
    const error = await embeddedContentSource(env.DB)
      .find('top-menus', query)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).body).toEqual(v5ValidationError);
  });

  it('the main menu is asked for with attributes of top-menus only', async () => {
    const { source, calls } = cms(v5Collection);
    await source.find('top-menus', { locale: 'hu', populate: MAIN_MENU_POPULATE });
    expect(calls[0].url.search).toBe('?locale=hu&populate[MenuItem][populate][0]=Submenu');
  });
});
