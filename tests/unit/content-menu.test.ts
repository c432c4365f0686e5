import { describe, expect, it } from 'vitest';
import { menuItems } from '../../src/backends/content';

const entry = (fields: object) => ({ id: 1, documentId: 'm', ...fields });

describe('menuItems', () => {
  it('reads a list whose first entry holds the MenuItem list (top-menus)', () => {
    const response = {
      data: [
        entry({
          Name: 'Main',
          MenuItem: [
            { Text: 'Laborvizsgálatok', Link: '/laborvizsgalatok', Submenu: [{ Text: 'Pajzsmirigy', Link: '/p' }] },
            { Text: 'Időpontfoglalás', Link: '/idopontfoglalas', Appointmentbutton: true },
            { Text: 'EN', Link: '/en', Langswitcher: true, Submenu: null },
          ],
        }),
      ],
      meta: {},
    };
    expect(menuItems(response)).toEqual([
      {
        text: 'Laborvizsgálatok',
        link: '/laborvizsgalatok',
        appointmentButton: false,
        langSwitcher: false,
        submenu: [{ text: 'Pajzsmirigy', link: '/p' }],
      },
      { text: 'Időpontfoglalás', link: '/idopontfoglalas', appointmentButton: true, langSwitcher: false, submenu: [] },
      { text: 'EN', link: '/en', appointmentButton: false, langSwitcher: true, submenu: [] },
    ]);
  });

  it('reads the list of items itself (bottom menus), in Weight order', () => {
    const data = [
      entry({ Text: 'Kapcsolat', Link: '/kapcsolat', Weight: 3 }),
      entry({ Text: 'Rólunk', Link: '/rolunk', Weight: 1 }),
      entry({ Text: 'Karrier', Link: '/karrier', Weight: 2 }),
    ];
    const expected = ['Rólunk', 'Karrier', 'Kapcsolat'];
    expect(menuItems({ data, meta: {} }).map((item) => item.text)).toEqual(expected);
    expect(menuItems(data).map((item) => item.text)).toEqual(expected);
  });

  it('keeps the content order for items without a Weight, after the weighted ones', () => {
    const data = [
      { Text: 'B', Link: '/b' },
      { Text: 'A', Link: '/a', Weight: 5 },
      { Text: 'C', Link: '/c' },
    ];
    expect(menuItems(data).map((item) => item.text)).toEqual(['A', 'B', 'C']);
  });

  it('sorts submenus by Weight and drops entries that are not links', () => {
    const [item] = menuItems([
      {
        Text: 'Rólunk',
        Link: '/rolunk',
        Submenu: [
          { Text: 'Kapcsolat', Link: '/kapcsolat', Weight: 2 },
          { Text: 'Karrier' },
          { Text: 'Rólunk', Link: '/rolunk', Weight: 1 },
        ],
      },
      { Text: 42, Link: '/x' },
    ]);
    expect(item.submenu).toEqual([
      { text: 'Rólunk', link: '/rolunk' },
      { text: 'Kapcsolat', link: '/kapcsolat' },
    ]);
  });

  it.each([
    ['null', null],
    ['a string', 'top-menus'],
    ['no data', { data: null, meta: {} }],
    ['a MenuItem that is no list', { data: [{ MenuItem: 'x' }] }],
    ['entries without Text and Link', [{ foo: 1 }, { Text: 'only text' }]],
  ])('gives no menu for %s', (_name, garbage) => {
    expect(menuItems(garbage)).toEqual([]);
  });
});
