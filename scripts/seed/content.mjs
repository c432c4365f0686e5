import { sqlString } from './index.mjs';

// Demo content for the embedded content source, in Hungarian and English. Links are stored without the
// language prefix; the site adds /en for English pages.

export const CONTENT_TYPES = [
  ['top-menus', 'collection'],
  ['bottom-menu-1s', 'collection'],
  ['bottom-menu-2s', 'collection'],
  ['bottom-data-plural', 'collection'],
  ['home-page', 'single'],
];

const categories = {
  hu: [
    ['Összes vizsgálat', '/laborvizsgalatok'],
    ['Alap laborcsomagok', '/laborvizsgalatok?kategoria=alaplabor'],
    ['Pajzsmirigy', '/laborvizsgalatok?kategoria=pajzsmirigy'],
    ['Vitaminok és ásványi anyagok', '/laborvizsgalatok?kategoria=vitaminok'],
    ['Női egészség', '/laborvizsgalatok?kategoria=noi-egeszseg'],
    ['Férfi egészség', '/laborvizsgalatok?kategoria=ferfi-egeszseg'],
    ['Allergia', '/laborvizsgalatok?kategoria=allergia'],
    ['Genetikai vizsgálatok', '/laborvizsgalatok?kategoria=genetika'],
    ['Terheléses vércukor', '/laborvizsgalatok?kategoria=terheleses'],
    ['Gyermekeknek', '/laborvizsgalatok?kategoria=gyermek'],
    ['CGM szenzor', '/laborvizsgalatok/cgm'],
    ['Teljes árlista', '/arlista'],
  ],
  en: [
    ['All examinations', '/laborvizsgalatok'],
    ['Basic lab packages', '/laborvizsgalatok?kategoria=alaplabor'],
    ['Thyroid', '/laborvizsgalatok?kategoria=pajzsmirigy'],
    ['Vitamins and minerals', '/laborvizsgalatok?kategoria=vitaminok'],
    ["Women's health", '/laborvizsgalatok?kategoria=noi-egeszseg'],
    ["Men's health", '/laborvizsgalatok?kategoria=ferfi-egeszseg'],
    ['Allergy', '/laborvizsgalatok?kategoria=allergia'],
    ['Genetic tests', '/laborvizsgalatok?kategoria=genetika'],
    ['Glucose tolerance tests', '/laborvizsgalatok?kategoria=terheleses'],
    ['For children', '/laborvizsgalatok?kategoria=gyermek'],
    ['CGM sensor', '/laborvizsgalatok/cgm'],
    ['Full price list', '/arlista'],
  ],
};

const about = {
  hu: [
    ['Rólunk', '/rolunk'],
    ['Karrier', '/karrier'],
    ['Állásajánlatok', '/allasok'],
    ['Vállalatoknak', '/vallalatoknak'],
    ['Gyakori kérdések', '/gyik'],
    ['Kapcsolat', '/kapcsolat'],
  ],
  en: [
    ['About us', '/rolunk'],
    ['Careers', '/karrier'],
    ['Job openings', '/allasok'],
    ['For companies', '/vallalatoknak'],
    ['FAQ', '/gyik'],
    ['Contact', '/kapcsolat'],
  ],
};

const link = ([Text, Link]) => ({ Text, Link });

const topMenu = {
  hu: [
    { Text: 'Laborvizsgálatok', Link: '/laborvizsgalatok', Submenu: categories.hu.map(link) },
    { Text: 'Helyszínek', Link: '/helyszinek' },
    { Text: 'Árak', Link: '/arak' },
    { Text: 'Hasznos', Link: '/hasznos' },
    { Text: 'Rólunk', Link: '/rolunk', Submenu: about.hu.map(link) },
    { Text: 'Időpontfoglalás', Link: '/idopontfoglalas', Appointmentbutton: true },
    { Text: 'EN', Link: '/en', Langswitcher: true },
  ],
  en: [
    { Text: 'Lab tests', Link: '/laborvizsgalatok', Submenu: categories.en.map(link) },
    { Text: 'Locations', Link: '/helyszinek' },
    { Text: 'Prices', Link: '/arak' },
    { Text: 'Health news', Link: '/hasznos' },
    { Text: 'About us', Link: '/rolunk', Submenu: about.en.map(link) },
    { Text: 'Book an appointment', Link: '/idopontfoglalas', Appointmentbutton: true },
    { Text: 'HU', Link: '/', Langswitcher: true },
  ],
};

const bottomMenu1 = {
  hu: [
    ['Laborvizsgálatok', '/laborvizsgalatok'],
    ['Teljes árlista', '/arlista'],
    ['Mintavételi helyszínek', '/helyszinek'],
    ['Időpontfoglalás', '/idopontfoglalas'],
    ['Gyakori kérdések', '/gyik'],
  ],
  en: [
    ['Lab tests', '/laborvizsgalatok'],
    ['Full price list', '/arlista'],
    ['Sampling locations', '/helyszinek'],
    ['Book an appointment', '/idopontfoglalas'],
    ['FAQ', '/gyik'],
  ],
};

const bottomMenu2 = {
  hu: [
    ['Rólunk', '/rolunk'],
    ['Karrier', '/karrier'],
    ['Kapcsolat', '/kapcsolat'],
    ['Adatkezelési tájékoztató', '/statikus/adatkezelesi-tajekoztato'],
    ['Általános szerződési feltételek', '/statikus/aszf'],
    ['Impresszum', '/statikus/impresszum'],
  ],
  en: [
    ['About us', '/rolunk'],
    ['Careers', '/karrier'],
    ['Contact', '/kapcsolat'],
    ['Privacy notice', '/statikus/adatkezelesi-tajekoztato'],
    ['Terms and conditions', '/statikus/aszf'],
    ['Imprint', '/statikus/impresszum'],
  ],
};

const social = (Link, Enabled = true) => ({ Enabled, Link });

const footer = {
  hu: {
    Headquarter: '1134 Budapest, Váci út 45/B.',
    CompanyNumber: 'Cg. 01-09-123456',
    TaxNumber: '12345678-2-41',
    SecondLogo: {
      url: '/images/partner-akkreditalt.svg',
      width: 160,
      height: 64,
      alternativeText: 'NAH akkreditált laboratórium',
      mime: 'image/svg+xml',
    },
    SecondLogoURL: 'https://nah.gov.hu',
    Facebook: social('https://www.facebook.com/pannonlabor'),
    Instagram: social('https://www.instagram.com/pannonlabor'),
    Linkedin: social('https://www.linkedin.com/company/pannonlabor'),
    Youtube: social('https://www.youtube.com/@pannonlabor'),
    Tiktok: social('https://www.tiktok.com/@pannonlabor', false),
    Twitter: social('https://x.com/pannonlabor', false),
    ProviderName: 'Pannon Labor Kft.',
  },
};
footer.en = {
  ...footer.hu,
  SecondLogo: { ...footer.hu.SecondLogo, alternativeText: 'NAH accredited laboratory' },
};

const homePage = {
  hu: {
    Title: 'Laborvizsgálat gyorsan, átlátható áron',
    Description: 'Foglaljon vérvételi időpontot online, és kapja meg eredményeit akár már aznap.',
    Blocks: [
      {
        __component: 'blocks.hero',
        Title: 'Laborvizsgálat gyorsan, átlátható áron',
        Subtitle: 'Vérvétel időpontfoglalással, várakozás nélkül',
        Text: 'Közel 150 vizsgálat és csomag, 14 mintavételi hely, eredmény online akár már aznap. Árainkat előre, rejtett költségek nélkül közöljük.',
        Image: {
          url: '/images/hero-lab.svg',
          width: 960,
          height: 720,
          alternativeText: 'Mosolygó asszisztens vérvételhez készül',
          mime: 'image/svg+xml',
        },
        Buttons: [
          { Text: 'Időpontot foglalok', Link: '/idopontfoglalas', Variant: 'primary' },
          { Text: 'Vizsgálatok és árak', Link: '/laborvizsgalatok', Variant: 'secondary' },
        ],
        Highlights: [
          { Text: 'Eredmény akár aznap' },
          { Text: 'Akkreditált laboratórium' },
          { Text: 'Online vagy helyszíni fizetés' },
        ],
      },
    ],
  },
  en: {
    Title: 'Lab tests, fast and at clear prices',
    Description: 'Book a blood sampling appointment online and get your results as soon as the same day.',
    Blocks: [
      {
        __component: 'blocks.hero',
        Title: 'Lab tests, fast and at clear prices',
        Subtitle: 'Blood sampling by appointment, without queueing',
        Text: 'Nearly 150 tests and packages, 14 sampling points, results online as soon as the same day. Our prices are published up front, with no hidden costs.',
        Image: {
          url: '/images/hero-lab.svg',
          width: 960,
          height: 720,
          alternativeText: 'A smiling assistant preparing for blood sampling',
          mime: 'image/svg+xml',
        },
        Buttons: [
          { Text: 'Book an appointment', Link: '/idopontfoglalas', Variant: 'primary' },
          { Text: 'Tests and prices', Link: '/laborvizsgalatok', Variant: 'secondary' },
        ],
        Highlights: [
          { Text: 'Results as soon as the same day' },
          { Text: 'Accredited laboratory' },
          { Text: 'Pay online or on site' },
        ],
      },
    ],
  },
};

/** One document a locale for every content type, plus the bottom menus as one document an item. */
function documents() {
  const docs = [];
  for (const locale of ['hu', 'en']) {
    docs.push({
      type: 'top-menus',
      documentId: 'main-menu',
      locale,
      data: { Name: 'Main', MenuItem: topMenu[locale] },
    });
    bottomMenu1[locale].forEach(([Text, Link], i) =>
      docs.push({
        type: 'bottom-menu-1s',
        documentId: `bottom-1-${i + 1}`,
        locale,
        data: { Text, Link, Weight: i + 1 },
      }),
    );
    bottomMenu2[locale].forEach(([Text, Link], i) =>
      docs.push({
        type: 'bottom-menu-2s',
        documentId: `bottom-2-${i + 1}`,
        locale,
        data: { Text, Link, Weight: i + 1 },
      }),
    );
    docs.push({ type: 'bottom-data-plural', documentId: 'footer', locale, data: footer[locale] });
    docs.push({ type: 'home-page', documentId: 'home', locale, data: homePage[locale] });
  }
  return docs;
}

export function contentStatements() {
  const types = CONTENT_TYPES.map(
    ([uid, kind]) => `INSERT OR IGNORE INTO content_types (uid, kind) VALUES (${sqlString(uid)}, ${sqlString(kind)})`,
  );
  const docs = documents().map(
    ({ type, documentId, locale, data }) =>
      `INSERT OR IGNORE INTO content_documents (document_id, type_uid, locale, data) VALUES (${sqlString(documentId)}, ${sqlString(type)}, ${sqlString(locale)}, ${sqlString(JSON.stringify(data))})`,
  );
  return [...types, ...docs];
}
