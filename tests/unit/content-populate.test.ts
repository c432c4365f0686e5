import { describe, expect, it } from 'vitest';
import { shape, topLevel } from '../../src/backends/content/populate';

const resolve = async (value: unknown) => value;
const richText = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'Felkészülés' }] },
  { type: 'paragraph', children: [{ type: 'text', text: 'Igyon vizet.', bold: true }] },
];
const record = {
  Title: 'Éhgyomri vérvétel',
  Content: richText,
  Tags: [{ Name: 'Felkészülés', Slug: 'felkeszules' }],
};

describe('the embedded source populates as Strapi does', () => {
  it('answers a rich text field whole, like a scalar, and a component list only when populated', async () => {
    const bare = await shape(record, topLevel({ locale: 'hu' }), resolve, 'hu');
    expect(bare).toEqual({ Title: 'Éhgyomri vérvétel', Content: richText });
    const populated = await shape(record, topLevel({ locale: 'hu', populate: ['Tags'] }), resolve, 'hu');
    expect(populated.Tags).toEqual([{ Name: 'Felkészülés', Slug: 'felkeszules' }]);
  });

  it('does not mistake a component list with a `type` field for rich text', async () => {
    const components = { Items: [{ type: 'price', Text: 'Alap' }] };
    expect(await shape(components, topLevel({ locale: 'hu' }), resolve, 'hu')).toEqual({});
  });
});
