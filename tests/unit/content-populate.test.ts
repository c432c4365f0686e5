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
});
