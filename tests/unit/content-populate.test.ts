import { describe, expect, it } from 'vitest';
import { shape, topLevel } from '../../src/backends/content/populate';
import { type Model, models, parseContentSchema } from '../../src/backends/content/schema';

const schema = parseContentSchema({
  contentTypes: {
    articles: {
      kind: 'collectionType',
      attributes: {
        Title: { type: 'string' },
        Content: { type: 'blocks' },
        Notes: { type: 'json' },
        Tags: { type: 'component', repeatable: true, component: 'blog.tag' },
        Items: { type: 'component', repeatable: true, component: 'blog.item' },
        Cover: { type: 'media', multiple: false },
        Gallery: { type: 'media', multiple: true },
      },
    },
  },
  components: {
    'blog.tag': { attributes: { Name: { type: 'string' }, Slug: { type: 'string' } } },
    'blog.item': { attributes: { type: { type: 'string' }, Text: { type: 'string' } } },
  },
});
const lookup = models(schema);
const articles = lookup.type('articles') as Model;
const ctx = { models: lookup, resolve: async (value: unknown) => value, locale: 'hu' };

const richText = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'Felkészülés' }] },
  { type: 'paragraph', children: [{ type: 'text', text: 'Igyon vizet.', bold: true }] },
];
const record = {
  Title: 'Éhgyomri vérvétel',
  Content: richText,
  Tags: [{ Name: 'Felkészülés', Slug: 'felkeszules' }],
};

describe('the embedded source populates as Strapi does, by the schema', () => {
  it('answers a rich text field whole, like a scalar, and a component list only when populated', async () => {
    const bare = await shape(record, topLevel({ locale: 'hu' }), articles, ctx);
    expect(bare).toEqual({ Title: 'Éhgyomri vérvétel', Content: richText });
    const populated = await shape(record, topLevel({ locale: 'hu', populate: ['Tags'] }), articles, ctx);
    expect(populated.Tags).toEqual([{ Name: 'Felkészülés', Slug: 'felkeszules' }]);
  });

  it('answers a JSON field holding objects whole, and leaves out a component list with a `type` field', async () => {
    const value = { Notes: [{ at: 'reggel' }], Items: [{ type: 'price', Text: 'Alap' }] };
    expect(await shape(value, topLevel({ locale: 'hu' }), articles, ctx)).toEqual({ Notes: [{ at: 'reggel' }] });
  });

  it('does not answer stored keys that are no attribute of the type', async () => {
    const stray = { Title: 'x', Draft: 'not in the schema', documentId: 'a1' };
    expect(await shape(stray, topLevel({ locale: 'hu' }), articles, ctx)).toEqual({ Title: 'x', documentId: 'a1' });
  });

  it('answers a media file whole, or only the fields its populate names with its ids, as Strapi does', async () => {
    const file = (id: number) => ({
      id,
      documentId: `f${id}`,
      url: `/uploads/${id}.jpg`,
      mime: 'image/jpeg',
      width: 800,
      formats: { small: { url: `/uploads/s_${id}.jpg` } },
    });
    const stored = { ...record, Cover: file(1), Gallery: [file(2), file(3)] };
    const whole = await shape(stored, topLevel({ locale: 'hu', populate: ['Cover'] }), articles, ctx);
    expect(whole.Cover).toEqual(file(1));
    const urlOnly = await shape(
      stored,
      topLevel({ locale: 'hu', populate: { Cover: { fields: ['url'] }, Gallery: { fields: ['url', 'width'] } } }),
      articles,
      ctx,
    );
    expect(urlOnly.Cover).toEqual({ id: 1, documentId: 'f1', url: '/uploads/1.jpg' });
    expect(urlOnly.Gallery).toEqual([
      { id: 2, documentId: 'f2', url: '/uploads/2.jpg', width: 800 },
      { id: 3, documentId: 'f3', url: '/uploads/3.jpg', width: 800 },
    ]);
  });
});
