import { sqlString } from './sql.mjs';

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
    TaxNumber: '12345676-2-41',
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

const homeImage = (url, width, height, alternativeText) => ({
  url,
  width,
  height,
  alternativeText,
  mime: 'image/svg+xml',
});

// Home page blocks (spec section 2): a Strapi dynamic zone, rendered in this order. Package prices and
// the number of sampling points are not written here: the site reads them from the laboratory backend.
const homeGallery = [
  ['budapest-vaci-ut', 'Váci út, Budapest', 'Váci út, Budapest'],
  ['budapest-margit-korut', 'Margit körút, Budapest', 'Margit körút, Budapest'],
  ['budapest-obuda', 'Óbuda, Budapest', 'Óbuda, Budapest'],
  ['budaors', 'Budaörs', 'Budaörs'],
  ['debrecen-nagyerdo', 'Debrecen – Nagyerdő', 'Debrecen, Nagyerdő'],
  ['szeged-karasz-utca', 'Szeged', 'Szeged'],
  ['pecs', 'Pécs', 'Pécs'],
  ['gyor', 'Győr', 'Győr'],
];

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
        Image: homeImage('/images/hero-lab.svg', 960, 720, 'Mosolygó asszisztens vérvételhez készül'),
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
      {
        __component: 'blocks.iconblock',
        Items: [
          {
            Icon: 'calendar',
            Title: 'Időpont két perc alatt',
            Text: 'Helyszín, nap és óra online – a váróteremben nem kell sorban állnia.',
          },
          {
            Icon: 'clock',
            Title: 'Reggel 6:30-tól',
            Text: 'Munka előtt is beugorhat: a vérvétel átlagosan 10 percig tart.',
          },
          {
            Icon: 'phone',
            Title: 'Eredmény a telefonján',
            Text: 'Értesítjük, amint kész; a leletet biztonságos linken éri el.',
          },
          {
            Icon: 'doctor',
            Title: 'Orvosi értelmezés',
            Text: 'Kérésére laborszakorvosunk magyarázatot fűz az eredményekhez.',
          },
        ],
      },
      {
        __component: 'blocks.why-us',
        Subtitle: 'Miért minket?',
        Title: 'Pontos eredmény, emberi hangon',
        Text: 'Húsz éve végzünk laborvizsgálatokat magánszemélyeknek és vállalatoknak. Ami nekünk a legfontosabb: hogy Ön értse, mit mutat a lelete.',
        Image: homeImage('/images/home/why-us.svg', 960, 720, 'Laborasszisztens mintacsövekkel és elemzőkészülékkel'),
        Reasons: [
          {
            Title: 'Akkreditált laboratórium',
            Text: 'A NAH által akkreditált saját laborunk rendszeres külső minőségellenőrzésen vesz részt.',
          },
          {
            Title: 'Beutaló nélkül',
            Text: 'Bármely vizsgálatot kérheti háziorvosi beutaló nélkül, akár egyetlen paramétert is.',
          },
          { Title: 'Fájdalommentes vérvétel', Text: 'Tapasztalt asszisztenseink vékony tűvel, kíméletesen dolgoznak.' },
          { Title: 'Átlátható árak', Text: 'A kosárban minden tételt és a mintavételi díjat is előre látja.' },
        ],
        Button: { Text: 'Ismerjen meg minket', Link: '/rolunk' },
      },
      {
        __component: 'blocks.examination-types',
        Subtitle: 'Vizsgálattípusok',
        Title: 'Mit szeretne megvizsgáltatni?',
        Text: 'Válasszon témát, és megmutatjuk a hozzá illő csomagokat és egyedi vizsgálatokat.',
        Types: [
          {
            Icon: 'drop',
            Title: 'Alap laborcsomagok',
            Text: 'Éves állapotfelmérés vérképpel, vércukorral és koleszterinnel.',
            Link: '/laborvizsgalatok?kategoria=alaplabor',
          },
          {
            Icon: 'thyroid',
            Title: 'Pajzsmirigy',
            Text: 'TSH, fT4, fT3 és a Hashimoto-betegség antitestjei.',
            Link: '/laborvizsgalatok?kategoria=pajzsmirigy',
          },
          {
            Icon: 'leaf',
            Title: 'Vitaminok és ásványi anyagok',
            Text: 'D-vitamin, B12, vas és magnézium fáradtság esetén.',
            Link: '/laborvizsgalatok?kategoria=vitaminok',
          },
          {
            Icon: 'female',
            Title: 'Női egészség',
            Text: 'Hormonok a ciklustól a babavárásig és a változókorig.',
            Link: '/laborvizsgalatok?kategoria=noi-egeszseg',
          },
          {
            Icon: 'male',
            Title: 'Férfi egészség',
            Text: 'Tesztoszteron, prosztata-szűrés és anyagcsere.',
            Link: '/laborvizsgalatok?kategoria=ferfi-egeszseg',
          },
          {
            Icon: 'allergy',
            Title: 'Allergia',
            Text: 'Pollen, poratka, háziállat és élelmiszer-allergének.',
            Link: '/laborvizsgalatok?kategoria=allergia',
          },
          {
            Icon: 'dna',
            Title: 'Genetikai vizsgálatok',
            Text: 'Trombózishajlam, laktóz- és gluténérzékenység.',
            Link: '/laborvizsgalatok?kategoria=genetika',
          },
          {
            Icon: 'child',
            Title: 'Gyermekeknek',
            Text: 'Kíméletes vizsgálatok a legkisebbeknek is.',
            Link: '/laborvizsgalatok?kategoria=gyermek',
          },
        ],
        Button: { Text: 'Összes vizsgálat', Link: '/laborvizsgalatok' },
      },
      {
        __component: 'blocks.gradient-cloud-block',
        Title: 'Nem tudja, melyik vizsgálatra van szüksége?',
        Text: 'Írja meg panaszait vagy kérdését, és laborszakorvosunk egy munkanapon belül díjmentesen javaslatot küld.',
        Buttons: [
          { Text: 'Tanácsot kérek', Link: '/kapcsolat' },
          { Text: 'Gyakori kérdések', Link: '/gyik' },
        ],
      },
      {
        __component: 'blocks.price',
        Subtitle: 'Árígéret',
        Title: 'Amit az oldalon lát, annyit fizet',
        Text: 'Minden helyszínen ugyanazok az árak érvényesek, akár online, akár a helyszínen fizet.',
        Promises: [
          { Text: 'Nincs rejtett költség: a mintavételi díjat a kosárban előre feltüntetjük.' },
          { Text: 'A csomagár mindig kedvezőbb, mint ugyanezek a vizsgálatok külön-külön.' },
          { Text: 'Egészségpénztári kártyával és SZÉP-kártyával is fizethet.' },
        ],
        Packages: [
          { URL: 'alap-laborcsomag' },
          { URL: 'pajzsmirigy-csomag' },
          { URL: 'vitamin-csomag' },
          { URL: 'kiterjesztett-laborcsomag' },
        ],
        Button: { Text: 'Teljes árlista', Link: '/arlista' },
      },
      {
        __component: 'blocks.welcome',
        Subtitle: 'Köszöntő',
        Title: 'Üdvözöljük a Pannon Laborban!',
        Text: 'Amikor laborba megy, nem számokra kíváncsi, hanem arra, hogy minden rendben van-e. Ezért dolgozunk úgy, hogy a vérvétel gyors és kíméletes legyen, az eredmény pedig érthető.\n\nCsapatunk orvosai minden leletet átnéznek, mielőtt Önhöz eljut, és ha kérdése van, szívesen elmagyarázzuk, mit jelentenek az értékek. Köszönjük, hogy ránk bízza egészségét.',
        Name: 'Dr. Szabó Katalin',
        Role: 'orvosigazgató, laboratóriumi szakorvos',
        Image: homeImage('/images/home/doctor-1.svg', 320, 320, 'Dr. Szabó Katalin portréja'),
      },
      {
        __component: 'blocks.our-doctors',
        Subtitle: 'Orvosaink',
        Title: 'Szakorvosok a leletek mögött',
        Text: 'Minden eredményt szakorvos hagy jóvá; kérésére értelmezést és további vizsgálati javaslatot is ad.',
        Doctors: [
          {
            Name: 'Dr. Szabó Katalin',
            Role: 'Orvosigazgató, laboratóriumi szakorvos',
            Text: 'Huszonöt éve a laboratóriumi medicina szakértője, a minőségirányítás felelőse.',
            Image: homeImage('/images/home/doctor-1.svg', 320, 320, 'Dr. Szabó Katalin'),
          },
          {
            Name: 'Dr. Varga Péter',
            Role: 'Endokrinológus',
            Text: 'Pajzsmirigy- és hormonvizsgálatok értelmezése, anyagcsere-betegségek.',
            Image: homeImage('/images/home/doctor-2.svg', 320, 320, 'Dr. Varga Péter'),
          },
          {
            Name: 'Dr. Németh Anna',
            Role: 'Gyermekgyógyász',
            Text: 'Gyermekek vizsgálatai, allergia és vashiány a legkisebbeknél.',
            Image: homeImage('/images/home/doctor-3.svg', 320, 320, 'Dr. Németh Anna'),
          },
          {
            Name: 'Dr. Horváth Gábor',
            Role: 'Klinikai genetikus',
            Text: 'Genetikai vizsgálatok előtti és utáni tanácsadás.',
            Image: homeImage('/images/home/doctor-4.svg', 320, 320, 'Dr. Horváth Gábor'),
          },
        ],
      },
      {
        __component: 'blocks.test-points',
        Subtitle: 'Mintavételi helyek',
        Title: 'Közel Önhöz, Budapesten és vidéken',
        Text: 'Válassza ki az otthonához vagy munkahelyéhez legközelebbi vérvételi pontot, és nézze meg a nyitvatartást, a parkolást és a tömegközlekedést.',
        Image: homeImage('/images/home/test-points.svg', 960, 720, 'Magyarország térképe a mintavételi helyekkel'),
        Button: { Text: 'Helyszínek és nyitvatartás', Link: '/helyszinek' },
      },
      {
        __component: 'blocks.news',
        Subtitle: 'Hasznos',
        Title: 'Friss cikkeink',
        Text: 'Laborértékek érthetően, megelőzés és életmód – orvosaink tollából.',
        Button: { Text: 'Összes cikk', Link: '/hasznos' },
      },
      {
        __component: 'blocks.children-section',
        Subtitle: 'Gyermekeknek',
        Title: 'Gyermekbarát vérvétel, könnyek nélkül',
        Text: 'Kijelölt helyszíneinken gyermekekre felkészült asszisztensek várják a családokat. Időt szánunk a megnyugtatásra, és a szülő végig a gyermeke mellett maradhat.',
        Points: [
          { Text: 'Zsibbasztó krém kérésre, díjmentesen' },
          { Text: 'Kisebb mintamennyiség, vékonyabb tű' },
          { Text: 'Külön, játékos gyermekváró' },
          { Text: 'Bátorság-oklevél és matrica minden hősnek' },
        ],
        Image: homeImage('/images/home/children.svg', 960, 720, 'Kislány maciját ölelve mosolyog a vérvétel után'),
        Buttons: [
          { Text: 'Gyermekvizsgálatok', Link: '/laborvizsgalatok?kategoria=gyermek' },
          { Text: 'Gyermekbarát helyszínek', Link: '/helyszinek' },
        ],
      },
      {
        __component: 'blocks.personas',
        Subtitle: 'Kinek ajánljuk?',
        Title: 'Vizsgálatok minden élethelyzetre',
        Personas: [
          {
            Title: 'Elfoglalt szakembereknek',
            Text: 'Reggeli időpont munka előtt, eredmény délutánra a telefonján.',
            Link: '/laborvizsgalatok?kategoria=alaplabor',
            LinkText: 'Alap laborcsomagok',
            Image: homeImage('/images/home/persona-professional.svg', 640, 400, ''),
          },
          {
            Title: 'Szülőknek',
            Text: 'Gyermekbarát vérvétel és vizsgálatok a legkisebbeknek is.',
            Link: '/laborvizsgalatok?kategoria=gyermek',
            LinkText: 'Gyermekvizsgálatok',
            Image: homeImage('/images/home/persona-parent.svg', 640, 400, ''),
          },
          {
            Title: 'Időseknek',
            Text: 'D-vitamin, B12 és vas: a jó közérzet alapjai 60 év felett.',
            Link: '/laborvizsgalatok?kategoria=vitaminok',
            LinkText: 'Vitaminok és ásványi anyagok',
            Image: homeImage('/images/home/persona-senior.svg', 640, 400, ''),
          },
          {
            Title: 'Sportolóknak',
            Text: 'Izomterhelés, elektrolitok és vasraktár a tudatos edzéshez.',
            Link: '/laborvizsgalatok/sportoloi-csomag',
            LinkText: 'Sportolói csomag',
            Image: homeImage('/images/home/persona-athlete.svg', 640, 400, ''),
          },
        ],
      },
      {
        __component: 'blocks.horizontal-gallery',
        Subtitle: 'Helyszíneink',
        Title: 'Világos, barátságos vérvételi pontok',
        // No picture of their own: each shows its location's photo or placeholder (decision 0057).
        Items: homeGallery.map(([slug, hu]) => ({
          Caption: hu,
          Link: `/helyszinek/${slug}`,
        })),
      },
      {
        __component: 'blocks.featured-examinations',
        Subtitle: 'Népszerű csomagok',
        Title: 'Okos választások',
        Text: 'A leggyakrabban választott csomagjaink – egy kattintással a kosárba teheti őket.',
        Count: 4,
        Button: { Text: 'Összes vizsgálat', Link: '/laborvizsgalatok' },
      },
    ],
  },
};
homePage.en = {
  Title: 'Lab tests, fast and at clear prices',
  Description: 'Book a blood sampling appointment online and get your results as soon as the same day.',
  Blocks: [
    {
      __component: 'blocks.hero',
      Title: 'Lab tests, fast and at clear prices',
      Subtitle: 'Blood sampling by appointment, without queueing',
      Text: 'Nearly 150 tests and packages, 14 sampling points, results online as soon as the same day. Our prices are published up front, with no hidden costs.',
      Image: homeImage('/images/hero-lab.svg', 960, 720, 'A smiling assistant preparing for blood sampling'),
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
    {
      __component: 'blocks.iconblock',
      Items: [
        {
          Icon: 'calendar',
          Title: 'Booked in two minutes',
          Text: 'Pick the location, day and time online – no queueing in the waiting room.',
        },
        { Icon: 'clock', Title: 'Open from 6:30 am', Text: 'Drop in before work: sampling takes about ten minutes.' },
        {
          Icon: 'phone',
          Title: 'Results on your phone',
          Text: 'We let you know as soon as they are ready, behind a secure link.',
        },
        {
          Icon: 'doctor',
          Title: 'A doctor explains',
          Text: 'On request, our laboratory physician comments on your results.',
        },
      ],
    },
    {
      __component: 'blocks.why-us',
      Subtitle: 'Why us?',
      Title: 'Precise results, explained by people',
      Text: 'For twenty years we have been testing samples for individuals and companies. What matters most to us is that you understand what your results say.',
      Image: homeImage('/images/home/why-us.svg', 960, 720, 'A lab assistant with sample tubes and an analyser'),
      Reasons: [
        {
          Title: 'Accredited laboratory',
          Text: 'Our own NAH-accredited laboratory takes part in regular external quality control.',
        },
        { Title: 'No referral needed', Text: 'Ask for any test without a GP referral, even a single parameter.' },
        { Title: 'Gentle sampling', Text: 'Our experienced assistants use fine needles and take their time.' },
        { Title: 'Clear prices', Text: 'The cart shows every item and the sampling fee before you book.' },
      ],
      Button: { Text: 'Get to know us', Link: '/rolunk' },
    },
    {
      __component: 'blocks.examination-types',
      Subtitle: 'Types of tests',
      Title: 'What would you like to have checked?',
      Text: 'Choose a topic and we show you the packages and single tests that fit it.',
      Types: [
        {
          Icon: 'drop',
          Title: 'Basic lab packages',
          Text: 'A yearly check-up with blood count, glucose and cholesterol.',
          Link: '/laborvizsgalatok?kategoria=alaplabor',
        },
        {
          Icon: 'thyroid',
          Title: 'Thyroid',
          Text: "TSH, fT4, fT3 and the antibodies of Hashimoto's disease.",
          Link: '/laborvizsgalatok?kategoria=pajzsmirigy',
        },
        {
          Icon: 'leaf',
          Title: 'Vitamins and minerals',
          Text: 'Vitamin D, B12, iron and magnesium when you feel tired.',
          Link: '/laborvizsgalatok?kategoria=vitaminok',
        },
        {
          Icon: 'female',
          Title: "Women's health",
          Text: 'Hormones from the cycle to pregnancy and menopause.',
          Link: '/laborvizsgalatok?kategoria=noi-egeszseg',
        },
        {
          Icon: 'male',
          Title: "Men's health",
          Text: 'Testosterone, prostate screening and metabolism.',
          Link: '/laborvizsgalatok?kategoria=ferfi-egeszseg',
        },
        {
          Icon: 'allergy',
          Title: 'Allergy',
          Text: 'Pollen, dust mites, pets and food allergens.',
          Link: '/laborvizsgalatok?kategoria=allergia',
        },
        {
          Icon: 'dna',
          Title: 'Genetic tests',
          Text: 'Thrombosis risk, lactose and gluten intolerance.',
          Link: '/laborvizsgalatok?kategoria=genetika',
        },
        {
          Icon: 'child',
          Title: 'For children',
          Text: 'Gentle tests for the youngest, too.',
          Link: '/laborvizsgalatok?kategoria=gyermek',
        },
      ],
      Button: { Text: 'All tests', Link: '/laborvizsgalatok' },
    },
    {
      __component: 'blocks.gradient-cloud-block',
      Title: 'Not sure which test you need?',
      Text: 'Tell us about your symptoms or question, and our laboratory physician sends you a free recommendation within one working day.',
      Buttons: [
        { Text: 'Ask for advice', Link: '/kapcsolat' },
        { Text: 'Frequently asked questions', Link: '/gyik' },
      ],
    },
    {
      __component: 'blocks.price',
      Subtitle: 'Our price promise',
      Title: 'The price you see is the price you pay',
      Text: 'The same prices apply at every location, whether you pay online or on site.',
      Promises: [
        { Text: 'No hidden costs: the cart shows the sampling fee up front.' },
        { Text: 'A package always costs less than the same tests one by one.' },
        { Text: 'You can also pay with a health fund card or SZÉP card.' },
      ],
      Packages: [
        { URL: 'alap-laborcsomag' },
        { URL: 'pajzsmirigy-csomag' },
        { URL: 'vitamin-csomag' },
        { URL: 'kiterjesztett-laborcsomag' },
      ],
      Button: { Text: 'Full price list', Link: '/arlista' },
    },
    {
      __component: 'blocks.welcome',
      Subtitle: 'Welcome',
      Title: 'Welcome to Pannon Labor!',
      Text: 'When you go for a lab test, you are not curious about numbers, but about whether everything is all right. That is why we make sampling quick and gentle, and results easy to understand.\n\nOur doctors review every report before it reaches you, and if you have questions, we gladly explain what the values mean. Thank you for trusting us with your health.',
      Name: 'Dr. Katalin Szabó',
      Role: 'Medical director, laboratory medicine specialist',
      Image: homeImage('/images/home/doctor-1.svg', 320, 320, 'Portrait of Dr. Katalin Szabó'),
    },
    {
      __component: 'blocks.our-doctors',
      Subtitle: 'Our doctors',
      Title: 'Specialists behind every report',
      Text: 'A specialist approves every result; on request they explain it and suggest further tests.',
      Doctors: [
        {
          Name: 'Dr. Katalin Szabó',
          Role: 'Medical director, laboratory medicine',
          Text: 'A laboratory medicine expert for twenty-five years, in charge of quality management.',
          Image: homeImage('/images/home/doctor-1.svg', 320, 320, 'Dr. Katalin Szabó'),
        },
        {
          Name: 'Dr. Péter Varga',
          Role: 'Endocrinologist',
          Text: 'Interprets thyroid and hormone tests; metabolic disorders.',
          Image: homeImage('/images/home/doctor-2.svg', 320, 320, 'Dr. Péter Varga'),
        },
        {
          Name: 'Dr. Anna Németh',
          Role: 'Paediatrician',
          Text: "Children's tests, allergy and iron deficiency in the youngest.",
          Image: homeImage('/images/home/doctor-3.svg', 320, 320, 'Dr. Anna Németh'),
        },
        {
          Name: 'Dr. Gábor Horváth',
          Role: 'Clinical geneticist',
          Text: 'Counselling before and after genetic tests.',
          Image: homeImage('/images/home/doctor-4.svg', 320, 320, 'Dr. Gábor Horváth'),
        },
      ],
    },
    {
      __component: 'blocks.test-points',
      Subtitle: 'Sampling points',
      Title: 'Close to you, in Budapest and across Hungary',
      Text: 'Choose the sampling point nearest to your home or workplace, and check its opening hours, parking and public transport.',
      Image: homeImage('/images/home/test-points.svg', 960, 720, 'Map of Hungary with the sampling points'),
      Button: { Text: 'Locations and opening hours', Link: '/helyszinek' },
    },
    {
      __component: 'blocks.news',
      Subtitle: 'Health news',
      Title: 'Latest articles',
      Text: 'Lab values explained, prevention and lifestyle – written by our doctors.',
      Button: { Text: 'All articles', Link: '/hasznos' },
    },
    {
      __component: 'blocks.children-section',
      Subtitle: 'For children',
      Title: 'Child-friendly blood tests, without tears',
      Text: 'At our designated locations, assistants trained to work with children welcome families. We take time to calm your child, and you can stay by their side throughout.',
      Points: [
        { Text: 'Numbing cream on request, free of charge' },
        { Text: 'Smaller samples, finer needles' },
        { Text: 'A separate, playful waiting corner' },
        { Text: 'A bravery certificate and sticker for every hero' },
      ],
      Image: homeImage(
        '/images/home/children.svg',
        960,
        720,
        'A little girl hugging her teddy bear, smiling after sampling',
      ),
      Buttons: [
        { Text: "Children's tests", Link: '/laborvizsgalatok?kategoria=gyermek' },
        { Text: 'Child-friendly locations', Link: '/helyszinek' },
      ],
    },
    {
      __component: 'blocks.personas',
      Subtitle: 'Who is it for?',
      Title: 'Tests for every stage of life',
      Personas: [
        {
          Title: 'Busy professionals',
          Text: 'An early slot before work, results on your phone by the afternoon.',
          Link: '/laborvizsgalatok?kategoria=alaplabor',
          LinkText: 'Basic lab packages',
          Image: homeImage('/images/home/persona-professional.svg', 640, 400, ''),
        },
        {
          Title: 'Parents',
          Text: 'Child-friendly sampling and tests for the youngest, too.',
          Link: '/laborvizsgalatok?kategoria=gyermek',
          LinkText: "Children's tests",
          Image: homeImage('/images/home/persona-parent.svg', 640, 400, ''),
        },
        {
          Title: 'Seniors',
          Text: 'Vitamin D, B12 and iron: the basics of feeling well over 60.',
          Link: '/laborvizsgalatok?kategoria=vitaminok',
          LinkText: 'Vitamins and minerals',
          Image: homeImage('/images/home/persona-senior.svg', 640, 400, ''),
        },
        {
          Title: 'Athletes',
          Text: 'Muscle strain, electrolytes and iron stores for smarter training.',
          Link: '/laborvizsgalatok/sportoloi-csomag',
          LinkText: 'Sports package',
          Image: homeImage('/images/home/persona-athlete.svg', 640, 400, ''),
        },
      ],
    },
    {
      __component: 'blocks.horizontal-gallery',
      Subtitle: 'Our locations',
      Title: 'Bright, welcoming sampling points',
      Items: homeGallery.map(([slug, , en]) => ({
        Caption: en,
        Link: `/helyszinek/${slug}`,
      })),
    },
    {
      __component: 'blocks.featured-examinations',
      Subtitle: 'Popular packages',
      Title: 'Smart choices',
      Text: 'Our most frequently chosen packages – add them to your cart with one click.',
      Count: 4,
      Button: { Text: 'All tests', Link: '/laborvizsgalatok' },
    },
  ],
};

/**
 * One document a locale for every content type, plus the bottom menus as one document an item:
 * { type, documentId, locale, data }. Also what `npm run cms` imports into Strapi (scripts/lib/cms.mjs).
 */
export function contentDocuments() {
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
  const docs = contentDocuments().map(
    ({ type, documentId, locale, data }) =>
      `INSERT OR IGNORE INTO content_documents (document_id, type_uid, locale, data) VALUES (${sqlString(documentId)}, ${sqlString(type)}, ${sqlString(locale)}, ${sqlString(JSON.stringify(data))})`,
  );
  return [...types, ...docs];
}
