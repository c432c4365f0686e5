import { describe, expect, it } from 'vitest';
import { ContentQueryError } from '../../src/backends/content/port';
import { parseBracketQuery, serialiseBracketQuery, toContentQuery } from '../../src/backends/content/query';

const hu = { locale: 'hu' };
const queryOf = (search: string) => toContentQuery(parseBracketQuery(search), hu);

describe('parseBracketQuery', () => {
  it('reads nested brackets into objects and numeric keys into lists', () => {
    expect(
      parseBracketQuery(
        'filters[Link][$eq]=/x&filters[$or][0][Text][$containsi]=lab&filters[$or][1][Weight][$lt]=3' +
          '&populate[MenuItem][populate][0]=Submenu&fields[0]=Text&fields[1]=Link' +
          '&pagination[page]=2&pagination[pageSize]=10&sort[0]=Weight:asc',
      ),
    ).toEqual({
      filters: { Link: { $eq: '/x' }, $or: [{ Text: { $containsi: 'lab' } }, { Weight: { $lt: '3' } }] },
      populate: { MenuItem: { populate: ['Submenu'] } },
      fields: ['Text', 'Link'],
      pagination: { page: '2', pageSize: '10' },
      sort: ['Weight:asc'],
    });
  });

  it('keeps plain values, orders numeric keys, and collects repeated and empty-bracket keys', () => {
    expect(parseBracketQuery('populate=*')).toEqual({ populate: '*' });
    expect(parseBracketQuery('populate[1]=B&populate[0]=A')).toEqual({ populate: ['A', 'B'] });
    expect(parseBracketQuery('populate=A&populate=B&populate=C')).toEqual({ populate: ['A', 'B', 'C'] });
    expect(parseBracketQuery('filters[id][$in][]=1&filters[id][$in][]=2')).toEqual({
      filters: { id: { $in: ['1', '2'] } },
    });
  });

  it('decodes percent-encoded keys and values, Hungarian letters included', () => {
    expect(parseBracketQuery('filters%5BText%5D%5B%24containsi%5D=%C3%A1rlista')).toEqual({
      filters: { Text: { $containsi: 'árlista' } },
    });
  });

  it('refuses malformed, conflicting, prototype-polluting and over-deep names', () => {
    expect(() => parseBracketQuery('filters[Link=1')).toThrow(ContentQueryError);
    expect(() => parseBracketQuery('populate=*&populate[0]=A')).toThrow(ContentQueryError);
    expect(() => parseBracketQuery('filters[__proto__][x]=1')).toThrow(ContentQueryError);
    expect(() => parseBracketQuery(`filters${'[a]'.repeat(12)}=1`)).toThrow(ContentQueryError);
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });
});

describe('serialiseBracketQuery', () => {
  it('writes bracket keys readable and values encoded', () => {
    expect(serialiseBracketQuery({ locale: 'hu', filters: { Link: { $eq: '/a b&c' } }, populate: ['A', 'B'] })).toBe(
      'locale=hu&filters[Link][$eq]=%2Fa%20b%26c&populate[0]=A&populate[1]=B',
    );
    expect(serialiseBracketQuery({ a: undefined, b: null, c: true, d: 3 })).toBe('b=&c=true&d=3');
  });

  it('round-trips through parseBracketQuery', () => {
    const params = {
      locale: 'en',
      filters: {
        $or: [{ Text: { $containsi: 'Árlista' } }, { Weight: { $in: ['1', '2'] } }],
        Author: { Name: { $eq: 'Dr. Kovács' } },
      },
      populate: { MenuItem: { populate: ['Submenu'], fields: ['Text'] } },
      pagination: { page: '2', pageSize: '10' },
      sort: ['Weight:desc', 'Text'],
    };
    expect(parseBracketQuery(serialiseBracketQuery(params))).toEqual(params);
    const search = 'populate[0]=A&filters[Link][$eq]=%2Fx';
    expect(serialiseBracketQuery(parseBracketQuery(search))).toBe(search);
  });
});

describe('toContentQuery', () => {
  it('normalises pagination to numbers, sort and fields to lists', () => {
    expect(
      queryOf('pagination[page]=2&pagination[pageSize]=10&sort=Weight:desc,Text&fields=Text,Link&locale=en'),
    ).toEqual({
      locale: 'en',
      pagination: { page: 2, pageSize: 10 },
      sort: ['Weight:desc', 'Text'],
      fields: ['Text', 'Link'],
    });
    expect(queryOf('pagination[start]=5&pagination[limit]=5').pagination).toEqual({ start: 5, limit: 5 });
    expect(queryOf('').locale).toBe('hu');
  });

  it('accepts JSON strings as filters, populate, fields and pagination', () => {
    const query = queryOf(
      `filters=${encodeURIComponent('{"Link":{"$eq":"/x"}}')}&populate=${encodeURIComponent('{"MenuItem":{"populate":["Submenu"]}}')}` +
        `&fields=${encodeURIComponent('["Text"]')}&pagination=${encodeURIComponent('{"page":3}')}`,
    );
    expect(query).toEqual({
      locale: 'hu',
      filters: { Link: { $eq: '/x' } },
      populate: { MenuItem: { populate: ['Submenu'] } },
      fields: ['Text'],
      pagination: { page: 3 },
    });
  });

  it('keeps populate forms: star, dotted names, nested options', () => {
    expect(queryOf('populate=*').populate).toBe('*');
    expect(queryOf('populate=MenuItem.Submenu,Logo').populate).toEqual(['MenuItem.Submenu', 'Logo']);
    expect(queryOf('populate[Blocks][on][blocks.hero][populate]=*').populate).toEqual({
      Blocks: { on: { 'blocks.hero': { populate: '*' } } },
    });
  });

  it.each([
    ['pagination[page]=0', /pagination\.page must be at least 1/],
    ['pagination[pageSize]=abc', /pagination\.pageSize must be a whole number/],
    ['pagination[page]=1.5', /whole number/],
    ['pagination[page]=1&pagination[start]=0', /cannot mix/],
    ['pagination[offset]=1', /pagination/],
    ['filters[Text][$like]=x', /Unknown filter operator \$like/],
    ['filters[$or][0][Text][$regex]=x', /Unknown filter operator \$regex/],
    ['filters[Weight][$between][0]=1', /two values/],
    ['filters=%7Bnot%20json', /valid JSON/],
    ['filters=x', /filters must be an object/],
    ['fields[0]=Text;DROP', /not a field name/],
    ['sort=Weight:sideways', /Field:asc/],
    ['populate[MenuItem][select]=x', /Unknown populate option/],
    ['locale=xx-yy', /locale/],
  ])('refuses %s', (search, message) => {
    expect(() => queryOf(search)).toThrow(ContentQueryError);
    expect(() => queryOf(search)).toThrow(message);
  });

  it('refuses filter and populate trees nested deeper than ten levels', () => {
    let filters: unknown = { $eq: 'x' };
    for (let i = 0; i < 11; i++) filters = { $not: filters };
    expect(() => toContentQuery({ filters }, hu)).toThrow(/deeper than 10/);
    let populate: unknown = '*';
    for (let i = 0; i < 11; i++) populate = { Child: { populate } };
    expect(() => toContentQuery({ populate }, hu)).toThrow(/deeper than 10/);
    let shallow: unknown = { $eq: 'x' };
    for (let i = 0; i < 8; i++) shallow = { $not: shallow };
    expect(toContentQuery({ filters: { Text: shallow } }, hu).filters).toEqual({ Text: shallow });
  });
});
