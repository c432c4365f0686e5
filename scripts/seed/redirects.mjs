import { sqlString } from './sql.mjs';

// Legacy URLs of the old site (spec section 2: old blog system, English pages, PDFs, category and test
// pages) and their new homes. ':name' captures one segment, a trailing '*' the rest of the path.
export const REDIRECTS = [
  // Old blog system
  { source: '/blog', target: '/hasznos', note: 'old blog index' },
  { source: '/blog/:slug', target: '/hasznos/:slug', note: 'old blog post' },
  { source: '/blog/kategoria/:tag', target: '/hasznos', note: 'old blog category' },
  { source: '/hirek/:slug', target: '/hasznos/:slug', note: 'old news post' },
  { source: '/en/blog/:slug', target: '/en/hasznos/:slug', note: 'old English blog post' },
  // Old English pages
  { source: '/en/about-us', target: '/en/rolunk', note: 'old English page' },
  { source: '/en/contact', target: '/en/kapcsolat', note: 'old English page' },
  { source: '/en/prices', target: '/en/arak', note: 'old English page' },
  { source: '/en/price-list', target: '/en/arlista', note: 'old English page' },
  { source: '/en/locations', target: '/en/helyszinek', note: 'old English page' },
  { source: '/en/locations/:slug', target: '/en/helyszinek/:slug', note: 'old English location page' },
  { source: '/en/lab-tests', target: '/en/laborvizsgalatok', note: 'old English page' },
  { source: '/en/lab-tests/:slug', target: '/en/laborvizsgalatok/:slug', note: 'old English test page' },
  { source: '/en/careers', target: '/en/karrier', note: 'old English page' },
  { source: '/en/faq', target: '/en/gyik', note: 'old English page' },
  { source: '/en/booking', target: '/en/idopontfoglalas', note: 'old English page' },
  // PDFs
  { source: '/dokumentumok/arlista.pdf', target: '/arlista', note: 'old price list PDF' },
  {
    source: '/dokumentumok/adatkezelesi-tajekoztato.pdf',
    target: '/statikus/adatkezelesi-tajekoztato',
    note: 'old privacy notice PDF',
  },
  { source: '/dokumentumok/aszf.pdf', target: '/statikus/aszf', note: 'old terms PDF' },
  { source: '/wp-content/uploads/*', target: '/', note: 'old CMS uploads' },
  // Old category and test pages
  { source: '/kategoria/:category', target: '/laborvizsgalatok?kategoria=:category', note: 'old category page' },
  { source: '/vizsgalatok', target: '/laborvizsgalatok', note: 'old examinations index' },
  {
    source: '/vizsgalatok/kategoria/:category',
    target: '/laborvizsgalatok?kategoria=:category',
    note: 'old category page',
  },
  { source: '/vizsgalat/:slug', target: '/laborvizsgalatok/:slug', note: 'old test page' },
  { source: '/termek/:slug', target: '/laborvizsgalatok/:slug', note: 'old shop product page' },
  { source: '/idopont', target: '/idopontfoglalas', note: 'old booking page' },
  { source: '/mintaveteli-helyek', target: '/helyszinek', note: 'old locations page' },
];

export function redirectStatements() {
  return REDIRECTS.map(
    ({ source, target, note }) =>
      `INSERT OR IGNORE INTO redirects (source, target, status, note) VALUES (${sqlString(source)}, ${sqlString(target)}, 301, ${sqlString(note)})`,
  );
}
