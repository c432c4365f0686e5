import { sqlString } from './sql.mjs';

// News and blog articles (spec section 3, Blog item) for the embedded content source: the `blogs`
// collection, one document per article and locale, paired across languages by documentId. Each locale
// has its own Slug (the hirSanitizedTitle of /hasznos/{hirSanitizedTitle}) and its own tag slugs.
// Content is Strapi v5 rich text ("blocks"); links in it are stored without the language prefix.
// publishedAt is set explicitly so the list has a stable, realistic order; it is also the article's PostedAt.

export const CONTENT_TYPES = [['blogs', 'collection']];

// ---- rich-text helpers (Strapi v5 blocks) -------------------------------------------------------

const text = (value, marks = {}) => ({ type: 'text', text: value, ...marks });
const inline = (parts) => parts.map((part) => (typeof part === 'string' ? text(part) : part));
const b = (value) => text(value, { bold: true });
const i = (value) => text(value, { italic: true });
const a = (url, value) => ({ type: 'link', url, children: [text(value)] });
const p = (...parts) => ({ type: 'paragraph', children: inline(parts) });
const h = (value, level = 2) => ({ type: 'heading', level, children: [text(value)] });
const q = (...parts) => ({ type: 'quote', children: inline(parts) });
const list = (format, items) => ({
  type: 'list',
  format,
  children: items.map((item) => ({ type: 'list-item', children: inline([].concat(item)) })),
});
const ul = (...items) => list('unordered', items);
const ol = (...items) => list('ordered', items);

// ---- authors, tags, images ----------------------------------------------------------------------

const svg = (url, width, height, alternativeText) => ({ url, width, height, alternativeText, mime: 'image/svg+xml' });
const avatar = (file, name) => svg(`/images/news/${file}.svg`, 160, 160, name);

const AUTHORS = {
  kovacs: {
    hu: { Name: 'Dr. Kovács Eszter', Titule: 'laboratóriumi szakorvos, szakmai vezető' },
    en: { Name: 'Dr Eszter Kovács', Titule: 'Specialist in laboratory medicine, medical director' },
    file: 'author-kovacs-eszter',
  },
  szabo: {
    hu: { Name: 'Dr. Szabó Márton', Titule: 'belgyógyász, endokrinológus' },
    en: { Name: 'Dr Márton Szabó', Titule: 'Internist and endocrinologist' },
    file: 'author-szabo-marton',
  },
  toth: {
    hu: { Name: 'Tóth Réka', Titule: 'vezető mintavételi asszisztens' },
    en: { Name: 'Réka Tóth', Titule: 'Head of sampling staff' },
    file: 'author-toth-reka',
  },
};

const author = (key, locale) => ({
  ...AUTHORS[key][locale],
  Avatar: avatar(AUTHORS[key].file, AUTHORS[key][locale].Name),
});

const TAGS = {
  preparation: { hu: ['Felkészülés', 'felkeszules'], en: ['Preparation', 'preparation'] },
  vitamins: { hu: ['Vitaminok', 'vitaminok'], en: ['Vitamins', 'vitamins'] },
  thyroid: { hu: ['Pajzsmirigy', 'pajzsmirigy'], en: ['Thyroid', 'thyroid'] },
  women: { hu: ['Női egészség', 'noi-egeszseg'], en: ["Women's health", 'womens-health'] },
  diabetes: { hu: ['Cukorbetegség', 'cukorbetegseg'], en: ['Diabetes', 'diabetes'] },
  children: { hu: ['Gyermekek', 'gyermekek'], en: ['Children', 'children'] },
  heart: { hu: ['Szív és érrendszer', 'sziv-es-errendszer'], en: ['Heart health', 'heart-health'] },
  news: { hu: ['Hírek', 'hirek'], en: ['News', 'news'] },
  results: { hu: ['Leletértelmezés', 'leletertelmezes'], en: ['Understanding results', 'understanding-results'] },
  prevention: { hu: ['Megelőzés', 'megelozes'], en: ['Prevention', 'prevention'] },
  // Highlighted tags: shown as badges on the cards and first in the tag bar.
  popular: { hu: ['Népszerű', 'nepszeru'], en: ['Popular', 'popular'] },
  fresh: { hu: ['Újdonság', 'ujdonsag'], en: ['New', 'new'] },
  seasonal: { hu: ['Szezonális', 'szezonalis'], en: ['Seasonal', 'seasonal'] },
};

const tags = (keys, locale) => keys.map((key) => ({ Name: TAGS[key][locale][0], Slug: TAGS[key][locale][1] }));

// ---- the articles, newest first -----------------------------------------------------------------

const ARTICLES = [
  {
    id: 'ehgyomri-vervetel',
    publishedAt: '2026-11-12T07:30:00.000Z',
    author: 'toth',
    tags: ['preparation'],
    highlighted: ['popular'],
    featured: true,
    frontPage: true,
    cover: {
      hu: 'Pohár víz és óra: az éhgyomri vérvétel előtti este',
      en: 'A glass of water and a clock: the evening before a fasting blood test',
    },
    hu: {
      Title: 'Éhgyomri vérvétel: így készüljön fel',
      Slug: 'ehgyomri-vervetel-igy-keszuljon-fel',
      Excerpt:
        'Mit ehet és ihat előtte, beveheti-e a reggeli gyógyszerét, és miért számít a 12 óra? Összegyűjtöttük, mire figyeljen a vérvétel előtti estén és reggelen.',
      Content: [
        p(
          'Sok laborvizsgálat – például a vércukor, a koleszterin és a triglicerid – eredményét jelentősen befolyásolja, hogy mikor evett utoljára. Ezért ezekre a vizsgálatokra ',
          b('éhgyomorra'),
          ' kérjük érkezni. Nem bonyolult, de néhány apróságon múlik, hogy a lelete valóban a valós állapotát tükrözze.',
        ),
        h('Mit jelent pontosan az éhgyomor?'),
        p(
          'Az utolsó étkezés és a vérvétel között legalább 10–12 óra teljen el. Ha reggel 8 órára foglal időpontot, a vacsorát legkésőbb előző este 8-ig fogyassza el. A 16 óránál hosszabb koplalás sem jó, mert az is torzíthatja az eredményeket.',
        ),
        h('Mit szabad a vérvétel előtt?'),
        ul(
          'Tiszta vizet ihat, sőt kifejezetten ajánlott: jól hidratált szervezetből könnyebb a vérvétel.',
          'Rendszeresen szedett gyógyszereit általában beveheti kevés vízzel – kivéve, ha kezelőorvosa másként rendelkezik, vagy pajzsmirigyhormon-vizsgálatra érkezik.',
          'Kávét, teát, gyümölcslevet, üdítőt és tejet ne igyon, cukorkát és rágógumit se használjon.',
        ),
        h('Mire figyeljen az előző napon?'),
        p(
          'A vérvétel előtti 24 órában kerülje az alkoholt és a megerőltető edzést, a vacsora legyen könnyű. A vérvétel reggelén ne dohányozzon.',
        ),
        q(
          'Ha bizonytalan abban, hogy a választott vizsgálathoz kell-e éhgyomor, nézze meg a vizsgálat leírását, vagy kérdezze munkatársainkat – inkább egyszer többet kérdezzen, mint hogy a vizsgálatot meg kelljen ismételni.',
        ),
        p(
          'Időpontját ',
          a('/idopontfoglalas', 'online lefoglalhatja'),
          ', a legközelebbi mintavételi helyet pedig a ',
          a('/helyszinek', 'helyszínek'),
          ' között találja. A reggeli idősávok gyorsan telnek, érdemes néhány nappal előre foglalni.',
        ),
      ],
    },
    en: {
      Title: 'Fasting blood tests: how to prepare',
      Slug: 'fasting-blood-test-how-to-prepare',
      Excerpt:
        'What can you eat and drink beforehand, may you take your morning medicine, and why do the 12 hours matter? Everything to keep in mind the evening and morning before your test.',
      Content: [
        p(
          'Many lab results – blood glucose, cholesterol and triglycerides among them – depend heavily on when you last ate. That is why we ask you to come ',
          b('fasting'),
          ' for these tests. It is not complicated, but a few details decide whether your report reflects how you really are.',
        ),
        h('What exactly does fasting mean?'),
        p(
          'Leave at least 10–12 hours between your last meal and the blood sample. If your appointment is at 8 in the morning, finish dinner by 8 the evening before. Fasting for more than 16 hours is not good either, as it can also distort the results.',
        ),
        h('What is allowed before the test?'),
        ul(
          'You may drink plain water – in fact we recommend it: blood is easier to draw when you are well hydrated.',
          'You can usually take your regular medicines with a little water, unless your doctor tells you otherwise or you are having thyroid hormone tests.',
          'Do not drink coffee, tea, juice, soft drinks or milk, and skip sweets and chewing gum.',
        ),
        h('What about the day before?'),
        p(
          'Avoid alcohol and strenuous exercise for 24 hours before the test and keep dinner light. Do not smoke on the morning of the test.',
        ),
        q(
          'If you are unsure whether your test needs fasting, check its description or ask our staff – better to ask once too often than to have the test repeated.',
        ),
        p(
          'You can ',
          a('/idopontfoglalas', 'book your appointment online'),
          ' and find the nearest sampling point among our ',
          a('/helyszinek', 'locations'),
          '. Early-morning slots fill up quickly, so book a few days ahead.',
        ),
      ],
    },
  },
  {
    id: 'd-vitamin-telen',
    publishedAt: '2026-11-03T08:00:00.000Z',
    author: 'kovacs',
    tags: ['vitamins', 'prevention'],
    highlighted: ['seasonal'],
    frontPage: true,
    cover: { hu: 'Téli nap és D-vitamin-kapszula', en: 'A winter sun and a vitamin D capsule' },
    hu: {
      Title: 'D-vitamin a téli hónapokban: kell-e pótolni?',
      Slug: 'd-vitamin-a-teli-honapokban',
      Excerpt:
        'Októbertől márciusig Magyarországon a napfény nem elég a D-vitamin-termeléshez. Mikor érdemes szintet méretni, és mit jelent az eredmény?',
      Content: [
        p(
          'A D-vitamin nagy részét a bőrünk állítja elő napfény hatására. Hazánk földrajzi szélességén azonban októbertől márciusig a napsugárzás ehhez túl gyenge, így a téli hónapok végére sokaknál alacsony szint alakul ki.',
        ),
        h('Miért fontos?'),
        p(
          'A D-vitamin a csontok kalciumháztartásán túl az izomműködésben és az immunrendszer szabályozásában is szerepet játszik. Tartós hiánya fáradékonysággal, izomgyengeséggel és gyakoribb fertőzésekkel járhat.',
        ),
        h('Mikor érdemes megméretni?'),
        ul(
          'ha télen gyakran fáradt, levert, vagy sokat betegeskedik;',
          'ha keveset tartózkodik szabadban, vagy bőrét mindig fényvédővel takarja;',
          'ha csontritkulás áll fenn a családban, vagy Önnél;',
          'ha már szed D-vitamint, és szeretné tudni, megfelelő-e az adag.',
        ),
        p(
          'A vizsgálat neve ',
          b('25-OH-D-vitamin'),
          '. Nem kell hozzá éhgyomor, így a nap bármely szakában elvégezhető.',
        ),
        h('Hogyan értelmezzük az eredményt?'),
        p(
          'A 75 nmol/l feletti érték általában megfelelő, az 50 nmol/l alatti hiányt jelez. A pótlás adagjáról mindig kezelőorvosával egyeztessen: a D-vitamin zsírban oldódik, túladagolni is lehet.',
        ),
      ],
    },
    en: {
      Title: 'Vitamin D in winter: do you need a supplement?',
      Slug: 'vitamin-d-in-winter',
      Excerpt:
        'From October to March the Hungarian sun is too weak for your skin to make vitamin D. When is it worth having your level tested, and what does the result mean?',
      Content: [
        p(
          'Most of our vitamin D is made by the skin in sunlight. At Hungary’s latitude, however, the sun is too weak for this from October to March, so by the end of winter many people run low.',
        ),
        h('Why does it matter?'),
        p(
          'Besides keeping calcium in the bones, vitamin D plays a part in muscle function and in regulating the immune system. A lasting deficiency can bring tiredness, muscle weakness and more frequent infections.',
        ),
        h('When is a test worthwhile?'),
        ul(
          'if you often feel tired or low in winter, or catch one infection after another;',
          'if you spend little time outdoors or always cover your skin with sunscreen;',
          'if you or your family have osteoporosis;',
          'if you already take vitamin D and want to know whether the dose is right.',
        ),
        p('The test is called ', b('25-OH vitamin D'), '. It needs no fasting, so it can be done at any time of day.'),
        h('Reading the result'),
        p(
          'A value above 75 nmol/l is generally adequate; below 50 nmol/l means deficiency. Always agree the dose of a supplement with your doctor: vitamin D is fat-soluble, and it is possible to take too much.',
        ),
      ],
    },
  },
  {
    id: 'uj-helyszin-szekesfehervar',
    publishedAt: '2026-10-20T09:00:00.000Z',
    author: 'toth',
    tags: ['news'],
    highlighted: ['fresh'],
    frontPage: true,
    cover: { hu: 'Térképtű Székesfehérvár felett', en: 'A map pin over Székesfehérvár' },
    hu: {
      Title: 'Új mintavételi helyünk nyílt Székesfehérváron',
      Slug: 'uj-mintaveteli-hely-szekesfehervaron',
      Excerpt:
        'Akadálymentes, földszinti rendelőben, hétköznap reggel 7-től várjuk pácienseinket Székesfehérváron. Minden vizsgálatunk és csomagunk itt is elérhető.',
      Content: [
        p(
          'Örömmel jelentjük, hogy október 20-tól Székesfehérváron is várjuk pácienseinket. Az új mintavételi hely a Palotai úton, a belváros északi szélén, ',
          b('akadálymentes, földszinti rendelőben'),
          ' működik, így babakocsival és kerekesszékkel is könnyen megközelíthető.',
        ),
        h('Nyitvatartás és szolgáltatások'),
        ul(
          'vérvétel időpontfoglalással hétköznap 7:00 és 12:00, szombaton 7:30 és 10:00 között;',
          'terheléses vércukorvizsgálat előre egyeztetett időpontban;',
          'gyermekek vérvétele, ingyenes parkolás a ház előtt.',
        ),
        p(
          'A leleteket ugyanúgy online kapja meg, mint a többi helyszínünkön: a legtöbb eredmény már a vérvétel napján elérhető.',
        ),
        p(
          'A pontos címet és a parkolási tudnivalókat a ',
          a('/helyszinek/szekesfehervar', 'székesfehérvári helyszín oldalán'),
          ' találja, időpontot pedig ',
          a('/idopontfoglalas', 'itt foglalhat'),
          '.',
        ),
      ],
    },
    en: {
      Title: 'Our new sampling point is open in Székesfehérvár',
      Slug: 'new-sampling-point-in-szekesfehervar',
      Excerpt:
        'A step-free, ground-floor clinic in Székesfehérvár, open from 7 am on weekdays. All our tests and packages are available here too.',
      Content: [
        p(
          'We are pleased to announce that from 20 October we also welcome patients in Székesfehérvár. The new sampling point is on Palotai út, at the northern edge of the city centre, in a ',
          b('step-free, ground-floor clinic'),
          ', easy to reach with a pushchair or a wheelchair.',
        ),
        h('Opening hours and services'),
        ul(
          'blood sampling by appointment on weekdays from 7:00 to 12:00 and on Saturdays from 7:30 to 10:00;',
          'glucose tolerance tests at a pre-arranged time;',
          'blood sampling for children, and free parking in front of the building.',
        ),
        p('You receive your results online, just as at our other locations: most are ready on the day of sampling.'),
        p(
          'The exact address and parking information are on the ',
          a('/helyszinek/szekesfehervar', 'Székesfehérvár location page'),
          ', and you can ',
          a('/idopontfoglalas', 'book an appointment here'),
          '.',
        ),
      ],
    },
  },
  {
    id: 'pajzsmirigy-labor',
    publishedAt: '2026-10-06T08:00:00.000Z',
    author: 'szabo',
    tags: ['thyroid', 'results'],
    highlighted: ['popular'],
    frontPage: true,
    cover: { hu: 'Stilizált pajzsmirigy pillangó alakban', en: 'A stylised butterfly-shaped thyroid' },
    hu: {
      Title: 'TSH, FT4, FT3: mit árul el a pajzsmirigy-labor?',
      Slug: 'tsh-ft4-ft3-mit-arul-el-a-pajzsmirigy-labor',
      Excerpt:
        'A pajzsmirigy működését néhány jól megválasztott vérvizsgálat megbízhatóan mutatja. Elmagyarázzuk, melyik érték mire utal, és mikor kell antitesteket is vizsgálni.',
      Content: [
        p(
          'A pajzsmirigy apró, pillangó alakú szerv a nyakon, mégis az anyagcsere szinte minden részére hatással van. Túl- és alulműködése is gyakori, különösen nőknél, és a tünetek sokszor nem egyértelműek.',
        ),
        h('A három alapérték'),
        ul(
          [
            b('TSH'),
            ' – az agyalapi mirigy hormonja, amely a pajzsmirigyet serkenti. Ha a pajzsmirigy lustán dolgozik, a TSH emelkedik; túlműködésnél lecsökken.',
          ],
          [b('FT4'), ' – a pajzsmirigy fő hormonjának szabad, hatékony formája.'],
          [b('FT3'), ' – az aktív hormon, főleg túlműködés gyanújakor hasznos.'],
        ),
        p(
          'Szűrésre általában a TSH elegendő. Ha kóros, vagy a tünetek alapján erős a gyanú, az FT4 és FT3 egészíti ki a képet.',
        ),
        h('Mikor kell antitest-vizsgálat?'),
        p(
          'Az ',
          b('anti-TPO'),
          ' és ',
          b('anti-TG'),
          ' antitestek az autoimmun pajzsmirigy-gyulladást (Hashimoto-betegséget) jelzik, a ',
          b('TRAK'),
          ' pedig a Basedow-kórra jellemző. Ezeket akkor érdemes kérni, ha a hormonértékek eltérnek, vagy a családban előfordult pajzsmirigybetegség.',
        ),
        q(
          'Ha pajzsmirigyhormont szed, a vérvétel reggelén a tablettát csak a vérvétel után vegye be – így a mért érték nem a frissen bevett adagot tükrözi.',
        ),
        p(
          'Mindhárom alapértéket és az antitesteket ',
          a('/laborvizsgalatok/pajzsmirigy-csomag', 'pajzsmirigy-csomagunk'),
          ' kedvező áron tartalmazza.',
        ),
      ],
    },
    en: {
      Title: 'TSH, FT4, FT3: what do thyroid tests tell you?',
      Slug: 'tsh-ft4-ft3-thyroid-tests-explained',
      Excerpt:
        'A few well-chosen blood tests show reliably how your thyroid works. We explain what each value points to and when antibodies should be tested too.',
      Content: [
        p(
          'The thyroid is a small, butterfly-shaped gland in the neck, yet it affects almost every part of the metabolism. Both an over- and an underactive thyroid are common, especially in women, and the symptoms are often vague.',
        ),
        h('The three basic values'),
        ul(
          [
            b('TSH'),
            ' – the pituitary hormone that stimulates the thyroid. When the thyroid is sluggish, TSH rises; when it is overactive, TSH falls.',
          ],
          [b('FT4'), ' – the free, effective form of the thyroid’s main hormone.'],
          [b('FT3'), ' – the active hormone, mostly useful when an overactive thyroid is suspected.'],
        ),
        p(
          'For screening, TSH alone is usually enough. If it is abnormal, or the symptoms strongly suggest a problem, FT4 and FT3 complete the picture.',
        ),
        h('When are antibody tests needed?'),
        p(
          b('Anti-TPO'),
          ' and ',
          b('anti-TG'),
          ' antibodies point to autoimmune thyroiditis (Hashimoto’s disease), while ',
          b('TRAb'),
          ' is typical of Graves’ disease. They are worth testing when the hormone values are abnormal or thyroid disease runs in the family.',
        ),
        q(
          'If you take thyroid hormone, take your tablet only after the blood sample on the morning of the test, so the result does not reflect the dose you have just taken.',
        ),
        p(
          'Our ',
          a('/laborvizsgalatok/pajzsmirigy-csomag', 'thyroid package'),
          ' includes all three basic values and the antibodies at a favourable price.',
        ),
      ],
    },
  },
  {
    id: 'vashiany-ferritin',
    publishedAt: '2026-09-15T08:00:00.000Z',
    author: 'kovacs',
    tags: ['vitamins', 'women'],
    cover: { hu: 'Vércsepp a vas vegyjelével', en: 'A blood drop with the chemical symbol of iron' },
    hu: {
      Title: 'Fáradtság és hajhullás: gondoljon a vashiányra',
      Slug: 'faradtsag-es-hajhullas-vashiany',
      Excerpt:
        'A vashiány a leggyakoribb hiányállapot, és sokáig rejtve maradhat. Miért nem elég a vérkép, és mit mutat meg a ferritin?',
      Content: [
        p(
          'A vashiány világszerte a leggyakoribb hiányállapot. Különösen érinti a menstruáló nőket, a várandósokat, a vegetáriánus étrendet követőket és a rendszeresen sportolókat.',
        ),
        h('Tünetek, amelyekre érdemes figyelni'),
        ul(
          'tartós fáradtság, csökkent teherbírás;',
          'fokozott hajhullás, töredező körmök;',
          'sápadtság, szédülés, hideg kéz és láb;',
          'nyugtalan láb esténként.',
        ),
        h('Miért nem elég a vérkép?'),
        p(
          'A vérszegénység csak a vashiány késői szakaszában jelenik meg a vérképben. A szervezet vasraktárait a ',
          b('ferritin'),
          ' mutatja: ez már akkor is alacsony lehet, amikor a hemoglobin még normális. A teljes képhez a ',
          i('szérumvas'),
          ' és a ',
          i('transzferrin-szaturáció'),
          ' is hozzátartozik.',
        ),
        p(
          'Fontos tudni, hogy gyulladás vagy fertőzés idején a ferritin átmenetileg megemelkedhet, és elfedheti a hiányt. Ilyenkor érdemes CRP-t is kérni, vagy a gyógyulás után megismételni a vizsgálatot.',
        ),
        q(
          'A vaspótlást mindig a laboreredmények ismeretében, orvosi javaslatra kezdje el – a felesleges vas sem közömbös a szervezet számára.',
        ),
      ],
    },
    en: {
      Title: 'Tiredness and hair loss? Think of iron deficiency',
      Slug: 'tiredness-and-hair-loss-iron-deficiency',
      Excerpt:
        'Iron deficiency is the most common deficiency of all, and it can stay hidden for a long time. Why is a blood count not enough, and what does ferritin show?',
      Content: [
        p(
          'Iron deficiency is the most common nutritional deficiency worldwide. It particularly affects menstruating women, pregnant women, people on a vegetarian diet and those who train regularly.',
        ),
        h('Symptoms to watch for'),
        ul(
          'lasting tiredness, lower stamina;',
          'increased hair loss, brittle nails;',
          'paleness, dizziness, cold hands and feet;',
          'restless legs in the evening.',
        ),
        h('Why is a blood count not enough?'),
        p(
          'Anaemia shows in the blood count only at a late stage of iron deficiency. The body’s iron stores are shown by ',
          b('ferritin'),
          ', which can be low while haemoglobin is still normal. ',
          i('Serum iron'),
          ' and ',
          i('transferrin saturation'),
          ' complete the picture.',
        ),
        p(
          'Bear in mind that inflammation or infection can raise ferritin temporarily and mask a deficiency. In that case ask for a CRP test too, or repeat the test after you have recovered.',
        ),
        q('Start iron supplements only on medical advice, knowing your results – excess iron is not harmless either.'),
      ],
    },
  },
  {
    id: 'gyermek-vervetel',
    publishedAt: '2026-08-25T07:00:00.000Z',
    author: 'toth',
    tags: ['children', 'preparation'],
    cover: { hu: 'Léggömb és mackós sebtapasz', en: 'A balloon and a teddy-bear plaster' },
    hu: {
      Title: 'Vérvétel gyerekeknek: tippek szülőknek',
      Slug: 'vervetel-gyerekeknek-tippek-szuloknek',
      Excerpt:
        'Egy jól előkészített vérvétel a gyereknek is kevésbé ijesztő. Asszisztenseink tapasztalatai alapján gyűjtöttük össze, mi segít igazán.',
      Content: [
        p(
          'A gyerekek többsége nem a szúrástól, hanem az ismeretlentől fél. Ha tudja, mi fog történni, sokkal nyugodtabban ül le a székre – és a szülő nyugalma is átragad rá.',
        ),
        h('Otthon, a vérvétel előtt'),
        ul(
          'Mondja el őszintén, mi fog történni: „egy pici szúrás lesz, olyan, mint egy csípés, és gyorsan vége”.',
          'Ne ígérje, hogy nem fog fájni – inkább azt, hogy ott lesz mellette.',
          'Itasson vele bőven vizet előző este és reggel: így könnyebb megtalálni az eret.',
          'Ha éhgyomri vizsgálatra jönnek, foglaljon a legkorábbi időpontra, és vigyen magával uzsonnát.',
        ),
        h('A helyszínen'),
        p(
          'Kisebb gyerekek ülhetnek a szülő ölében. A figyelemelterelés csodákra képes: egy kedvenc mese a telefonon, buborékfújás vagy egy közös számolás. Asszisztenseink a gyerekekhez szokott, gyakorlott kollégák, és igény esetén érzéstelenítő tapaszt is használhatnak.',
        ),
        p(
          'A bátor helytállásért nálunk minden gyerek matricát és mackós sebtapaszt kap. A gyermekvérvételt vállaló helyszíneket a ',
          a('/helyszinek', 'helyszínek listájában'),
          ' külön jelöljük.',
        ),
      ],
    },
    en: {
      Title: 'Blood tests for children: tips for parents',
      Slug: 'blood-tests-for-children-tips-for-parents',
      Excerpt:
        'A well-prepared blood test is far less frightening for a child. Drawing on our assistants’ experience, here is what really helps.',
      Content: [
        p(
          'Most children are not afraid of the needle but of the unknown. If they know what will happen, they sit down much more calmly – and a calm parent helps too.',
        ),
        h('At home, before the test'),
        ul(
          'Tell them honestly what will happen: “a tiny prick, like a pinch, and it is over quickly”.',
          'Do not promise it will not hurt – promise that you will be right there.',
          'Give them plenty of water the evening before and in the morning: veins are easier to find.',
          'If the test needs fasting, book the earliest slot and bring a snack for afterwards.',
        ),
        h('At the sampling point'),
        p(
          'Younger children can sit on a parent’s lap. Distraction works wonders: a favourite cartoon on the phone, blowing bubbles or counting together. Our assistants are experienced with children and can use a numbing patch if you ask.',
        ),
        p(
          'Every brave child gets a sticker and a teddy-bear plaster. Locations that take blood from children are marked in our ',
          a('/helyszinek', 'list of locations'),
          '.',
        ),
      ],
    },
  },
  {
    id: 'terheleses-vercukor',
    publishedAt: '2026-07-14T08:00:00.000Z',
    author: 'szabo',
    tags: ['diabetes', 'preparation'],
    cover: { hu: 'Pohár cukros oldat és vércukorgörbe', en: 'A glass of glucose drink and a blood sugar curve' },
    hu: {
      Title: 'Terheléses vércukorvizsgálat: mire számítson?',
      Slug: 'terheleses-vercukorvizsgalat-mire-szamitson',
      Excerpt:
        'A cukorterhelés két-három órát vesz igénybe, és a pontos eredményhez fontos a felkészülés. Lépésről lépésre mutatjuk be a vizsgálat menetét.',
      Content: [
        p(
          'Az orális glükóztolerancia-teszt (OGTT) azt mutatja meg, hogyan kezeli a szervezet a hirtelen bevitt cukrot. A cukorbetegség és a terhességi cukorbetegség kimutatásának egyik legfontosabb vizsgálata.',
        ),
        h('A vizsgálat menete'),
        ol(
          'Éhgyomri vérvétel – legalább 10–12 óra koplalás után.',
          '75 gramm glükózt tartalmazó oldat elfogyasztása 5 percen belül.',
          'Nyugodt várakozás a rendelőben: ilyenkor nem szabad enni, inni, dohányozni és sétálni sem.',
          'Újabb vérvétel 120 perc múlva (inzulinrezisztencia vizsgálatakor 60 percnél is).',
        ),
        h('Hogyan készüljön?'),
        p(
          'A vizsgálat előtti három napon étkezzen a megszokott módon, ne fogyókúrázzon, és ne hagyja el a szénhidrátokat – a szokatlanul alacsony szénhidrátbevitel hamisan kóros eredményt adhat.',
        ),
        q(
          'Hozzon magával könyvet vagy töltött telefont, és egy kis ételt a vizsgálat utánra. A várakozás alatt kényelmes, csendes váróban pihenhet.',
        ),
        p(
          'Mivel a vizsgálat hosszabb időt foglal el, időpontot csak erre kijelölt idősávokba lehet foglalni. Válassza a ',
          a('/laborvizsgalatok?kategoria=terheleses', 'terheléses vizsgálatok'),
          ' egyikét, és a foglalás a megfelelő időpontokat kínálja fel.',
        ),
      ],
    },
    en: {
      Title: 'The glucose tolerance test: what to expect',
      Slug: 'glucose-tolerance-test-what-to-expect',
      Excerpt:
        'A glucose tolerance test takes two to three hours, and preparing well matters for an accurate result. Here is how it goes, step by step.',
      Content: [
        p(
          'The oral glucose tolerance test (OGTT) shows how your body handles a sudden load of sugar. It is one of the key tests for diagnosing diabetes and gestational diabetes.',
        ),
        h('How the test goes'),
        ol(
          'A fasting blood sample – after at least 10–12 hours without food.',
          'You drink a solution of 75 grams of glucose within 5 minutes.',
          'You wait quietly at the clinic: no eating, drinking, smoking or walking about.',
          'A second sample after 120 minutes (and at 60 minutes too when testing for insulin resistance).',
        ),
        h('How to prepare'),
        p(
          'For three days before the test eat as you normally do: do not diet or cut out carbohydrates – an unusually low carbohydrate intake can give a falsely abnormal result.',
        ),
        q(
          'Bring a book or a charged phone, and something to eat afterwards. You can rest in a quiet, comfortable waiting room.',
        ),
        p(
          'Because the test takes longer, it can only be booked in dedicated time slots. Choose one of the ',
          a('/laborvizsgalatok?kategoria=terheleses', 'glucose tolerance tests'),
          ' and the booking will offer suitable times.',
        ),
      ],
    },
  },
  {
    id: 'koleszterin',
    publishedAt: '2026-06-02T08:00:00.000Z',
    author: 'kovacs',
    tags: ['heart', 'results'],
    cover: { hu: 'Szív és koleszteringörbe', en: 'A heart and a cholesterol chart' },
    hu: {
      Title: 'Koleszterinszámok érthetően',
      Slug: 'koleszterinszamok-erthetoen',
      Excerpt:
        'LDL, HDL, triglicerid – mit jelentenek a lelet sorai, és miért nem elég csak az összkoleszterinre figyelni?',
      Content: [
        p(
          'A koleszterin önmagában nem ellenség: a sejtfalak és számos hormon építőköve. A gond akkor kezdődik, ha túl sok kering belőle a rossz szállítóformában.',
        ),
        h('Mit mutatnak az egyes értékek?'),
        ul(
          [
            b('LDL-koleszterin'),
            ' – a „rossz” koleszterin, amely lerakódhat az érfalakban. A szív- és érrendszeri kockázat legfontosabb mérőszáma.',
          ],
          [
            b('HDL-koleszterin'),
            ' – a „jó” koleszterin, amely az érfalakból a máj felé szállít. Minél magasabb, annál jobb.',
          ],
          [
            b('Triglicerid'),
            ' – a vérzsírok másik fajtája; az étkezés erősen befolyásolja, ezért éhgyomri mérés szükséges.',
          ],
        ),
        p(
          'Az LDL célértéke nem mindenkinek ugyanaz: cukorbetegség, magas vérnyomás vagy korábbi szívbetegség esetén jóval alacsonyabb, mint egészséges felnőttnél. Ezt kezelőorvosa a teljes kockázata alapján határozza meg.',
        ),
        h('Mikor érdemes ellenőrizni?'),
        p(
          'Egészséges felnőtteknek 40 éves kor felett legalább ötévente ajánlott, ha pedig a családban fiatalon fordult elő infarktus vagy stroke, már fiatalabb korban is. A ',
          a('/laborvizsgalatok/sziv-es-errendszeri-csomag', 'szív- és érrendszeri csomag'),
          ' a teljes lipidprofilt tartalmazza.',
        ),
      ],
    },
    en: {
      Title: 'Cholesterol numbers made clear',
      Slug: 'cholesterol-numbers-made-clear',
      Excerpt:
        'LDL, HDL, triglycerides – what do the lines on your report mean, and why is total cholesterol alone not enough?',
      Content: [
        p(
          'Cholesterol is not an enemy in itself: it builds cell walls and many hormones. Trouble begins when too much of it circulates in the wrong carrier.',
        ),
        h('What the values show'),
        ul(
          [
            b('LDL cholesterol'),
            ' – the “bad” cholesterol that can build up in artery walls; the key measure of cardiovascular risk.',
          ],
          [
            b('HDL cholesterol'),
            ' – the “good” cholesterol carried away from the arteries to the liver; the higher, the better.',
          ],
          [b('Triglycerides'), ' – another kind of blood fat, strongly affected by meals, so it is measured fasting.'],
        ),
        p(
          'The LDL target is not the same for everyone: with diabetes, high blood pressure or earlier heart disease it is much lower than for a healthy adult. Your doctor sets it from your overall risk.',
        ),
        h('When should you check?'),
        p(
          'Healthy adults over 40 should check at least every five years – earlier if someone in the family had a heart attack or stroke at a young age. The ',
          a('/laborvizsgalatok/sziv-es-errendszeri-csomag', 'heart and circulation package'),
          ' includes the full lipid profile.',
        ),
      ],
    },
  },
  {
    id: 'lelet-ertelmezes',
    publishedAt: '2026-04-21T08:00:00.000Z',
    author: 'kovacs',
    tags: ['results'],
    highlighted: ['popular'],
    cover: { hu: 'Laborlelet nagyítóval', en: 'A lab report under a magnifying glass' },
    hu: {
      Title: 'Hogyan olvassa a laborleletét?',
      Slug: 'hogyan-olvassa-a-laborleletet',
      Excerpt:
        'Referenciatartomány, csillag, nyíl – mit jelentenek a lelet jelölései, és miért nem kell megijedni minden eltérő értéktől?',
      Content: [
        p(
          'A lelet minden sorában három dolgot talál: a mért értéket, a mértékegységet és a referenciatartományt. A tartományon kívül eső értékeket a lelet jelöli – nálunk felfelé vagy lefelé mutató nyíl.',
        ),
        h('Mit jelent a referenciatartomány?'),
        p(
          'A tartományt egészséges emberek nagy csoportjának mérései alapján határozzák meg úgy, hogy a középső 95 százalékot foglalja magában. Ebből az is következik, hogy ',
          b('egészséges emberek 5 százalékának'),
          ' egy-egy értéke a tartományon kívül esik.',
        ),
        h('Mikor aggódjon?'),
        ul(
          'Egy kissé eltérő érték önmagában ritkán jelent betegséget.',
          'Több, egymással összefüggő érték eltérése már mintázatot rajzolhat ki.',
          'A korábbi eredményeihez képest bekövetkező változás gyakran többet mond, mint egyetlen mérés.',
        ),
        q(
          'A leletet mindig kezelőorvosával értelmeztesse: ő ismeri a kórtörténetét, a szedett gyógyszereit és a tüneteit, amelyek nélkül egy szám csak szám.',
        ),
        p(
          'Eredményeit online, biztonságos felületen éri el, és a korábbi leleteivel is összevetheti. A gyakori kérdésekre a ',
          a('/gyik', 'GYIK oldalon'),
          ' is válaszolunk.',
        ),
      ],
    },
    en: {
      Title: 'How to read your lab report',
      Slug: 'how-to-read-your-lab-report',
      Excerpt:
        'Reference ranges, asterisks, arrows – what do the marks on a report mean, and why is not every value outside the range a cause for alarm?',
      Content: [
        p(
          'Each line of your report has three parts: the measured value, the unit and the reference range. Values outside the range are marked – on our reports with an arrow pointing up or down.',
        ),
        h('What is a reference range?'),
        p(
          'It is set from measurements of a large group of healthy people so that it covers the middle 95 per cent. It follows that ',
          b('5 per cent of healthy people'),
          ' have any given value outside the range.',
        ),
        h('When to be concerned'),
        ul(
          'A single value slightly out of range rarely means illness on its own.',
          'Several related values out of range can form a pattern.',
          'A change against your earlier results often tells more than a single measurement.',
        ),
        q(
          'Always have your doctor interpret your report: they know your history, medicines and symptoms, without which a number is only a number.',
        ),
        p(
          'Your results are available online on a secure site, where you can compare them with earlier ones. Common questions are answered on our ',
          a('/gyik', 'FAQ page'),
          '.',
        ),
      ],
    },
  },
  {
    id: 'szures-40-felett',
    publishedAt: '2026-03-10T08:00:00.000Z',
    author: 'szabo',
    tags: ['prevention', 'heart'],
    cover: { hu: 'Naptár pipával: éves szűrés', en: 'A calendar with a tick: the yearly check-up' },
    hu: {
      Title: 'Szűrővizsgálatok 40 év felett: mit, milyen gyakran?',
      Slug: 'szurovizsgalatok-40-ev-felett',
      Excerpt:
        'A leggyakoribb krónikus betegségek évekig tünetmentesek lehetnek. Összefoglaltuk, mely laborvizsgálatokat érdemes rendszeresen elvégeztetni 40 éves kor után.',
      Content: [
        p(
          'A cukorbetegség, a magas koleszterinszint vagy a vesefunkció romlása sokáig semmilyen panaszt nem okoz. Egy évente elvégzett alaplabor viszont időben jelzi a változást, amikor még életmóddal is sokat lehet tenni.',
        ),
        h('Évente ajánlott'),
        ul(
          'teljes vérkép;',
          'éhgyomri vércukor és HbA1c;',
          'lipidprofil (koleszterin, LDL, HDL, triglicerid);',
          'máj- és vesefunkció (GPT, GGT, kreatinin, eGFR);',
          'vizeletvizsgálat.',
        ),
        h('Egyéni kockázat szerint'),
        p(
          'Pajzsmirigy-vizsgálat elsősorban nőknek, PSA a férfiaknak 50 év felett (családi halmozódás esetén 45 éves kortól), székletvér-vizsgálat 50 év felett kétévente. Ha a családban gyakori valamilyen betegség, beszélje meg orvosával, mely vizsgálatokat érdemes előbbre hozni.',
        ),
        p(
          'Az évente ajánlott értékeket ',
          a('/laborvizsgalatok/alap-laborcsomag', 'alap laborcsomagunk'),
          ' egyetlen vérvétellel lefedi.',
        ),
      ],
    },
    en: {
      Title: 'Check-ups after 40: which tests and how often?',
      Slug: 'check-ups-after-40',
      Excerpt:
        'The most common chronic diseases can stay silent for years. Here are the lab tests worth having regularly after the age of 40.',
      Content: [
        p(
          'Diabetes, high cholesterol or declining kidney function cause no complaints for a long time. A basic panel once a year shows the change early, while lifestyle can still make a big difference.',
        ),
        h('Recommended every year'),
        ul(
          'full blood count;',
          'fasting glucose and HbA1c;',
          'lipid profile (cholesterol, LDL, HDL, triglycerides);',
          'liver and kidney function (ALT, GGT, creatinine, eGFR);',
          'urinalysis.',
        ),
        h('Depending on your risk'),
        p(
          'Thyroid tests mainly for women; PSA for men over 50 (from 45 if it runs in the family); a faecal occult blood test every two years over 50. If a disease is common in your family, ask your doctor which tests to bring forward.',
        ),
        p(
          'Our ',
          a('/laborvizsgalatok/alap-laborcsomag', 'basic lab package'),
          ' covers the yearly values with a single blood sample.',
        ),
      ],
    },
  },
  {
    id: 'inzulinrezisztencia',
    publishedAt: '2026-01-27T08:00:00.000Z',
    author: 'szabo',
    tags: ['diabetes', 'women'],
    cover: { hu: 'Vércsepp és emelkedő inzulingörbe', en: 'A blood drop and a rising insulin curve' },
    hu: {
      Title: 'Inzulinrezisztencia: mikor érdemes vizsgáltatni?',
      Slug: 'inzulinrezisztencia-mikor-erdemes-vizsgaltatni',
      Excerpt:
        'Nehezen múló túlsúly, délutáni álmosság, rendszertelen ciklus – az inzulinrezisztencia jelei sokfélék. Hogyan mutatható ki megbízhatóan?',
      Content: [
        p(
          'Inzulinrezisztencia esetén a sejtek kevésbé érzékenyek az inzulinra, ezért a hasnyálmirigynek egyre több hormont kell termelnie ugyanahhoz a vércukorszinthez. Évekig fennállhat, mielőtt cukorbetegség alakulna ki.',
        ),
        h('Gyakori jelek'),
        ul(
          'hasi elhízás, nehezen csökkenő testsúly;',
          'étkezés utáni álmosság, édesség utáni sóvárgás;',
          'rendszertelen menstruáció, policisztás ovárium szindróma (PCOS);',
          'sötétebb, bársonyos bőrterületek a nyakon vagy a hónaljban.',
        ),
        h('Hogyan vizsgáljuk?'),
        p(
          'Az éhgyomri vércukor önmagában gyakran még normális. Pontosabb képet ad a ',
          b('háromtényezős terheléses vizsgálat'),
          ', amely a vércukrot és az inzulint is méri éhgyomorra, valamint 60 és 120 perccel a cukoroldat után. Az éhgyomri értékekből a HOMA-index is kiszámítható.',
        ),
        q(
          'Az inzulinrezisztencia jól kezelhető: mozgással, étrendi változtatással és szükség esetén gyógyszerrel az állapot sokszor teljesen rendeződik.',
        ),
      ],
    },
    en: {
      Title: 'Insulin resistance: when should you get tested?',
      Slug: 'insulin-resistance-when-to-get-tested',
      Excerpt:
        'Stubborn weight, afternoon drowsiness, irregular periods – the signs of insulin resistance vary. How can it be detected reliably?',
      Content: [
        p(
          'With insulin resistance, cells respond less to insulin, so the pancreas has to produce more and more of it to keep blood sugar in range. It can last for years before diabetes develops.',
        ),
        h('Common signs'),
        ul(
          'weight around the waist that is hard to lose;',
          'drowsiness after meals, cravings for sweets;',
          'irregular periods, polycystic ovary syndrome (PCOS);',
          'darker, velvety patches of skin on the neck or in the armpits.',
        ),
        h('How we test for it'),
        p(
          'Fasting glucose on its own is often still normal. A clearer picture comes from the ',
          b('three-point glucose and insulin test'),
          ', which measures both glucose and insulin fasting and at 60 and 120 minutes after the glucose drink. The HOMA index can be calculated from the fasting values.',
        ),
        q(
          'Insulin resistance responds well to treatment: with exercise, changes to diet and, where needed, medication, it often resolves completely.',
        ),
      ],
    },
  },
];

/** Every blogs document: { documentId, locale, publishedAt, data }. */
export function newsDocuments() {
  return ARTICLES.flatMap((article) =>
    ['hu', 'en'].map((locale) => ({
      documentId: `blog-${article.id}`,
      locale,
      publishedAt: article.publishedAt,
      data: {
        ...article[locale],
        CoverImg: svg(`/images/news/${article.id}.svg`, 1200, 675, article.cover[locale]),
        Tags: tags(article.tags, locale),
        TagsHighlighted: tags(article.highlighted ?? [], locale),
        FrontPageItem: article.frontPage === true,
        Featured: article.featured === true,
        Author: author(article.author, locale),
        // The date the site shows and sorts by: the editors' own, not Strapi's time of publishing.
        PostedAt: article.publishedAt,
      },
    })),
  );
}

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE). */
export function newsStatements() {
  const types = CONTENT_TYPES.map(
    ([uid, kind]) => `INSERT OR IGNORE INTO content_types (uid, kind) VALUES (${sqlString(uid)}, ${sqlString(kind)})`,
  );
  const docs = newsDocuments().map(
    ({ documentId, locale, publishedAt, data }) =>
      `INSERT OR IGNORE INTO content_documents (document_id, type_uid, locale, data, created_at, updated_at, published_at) VALUES (${sqlString(documentId)}, 'blogs', ${sqlString(locale)}, ${sqlString(JSON.stringify(data))}, ${sqlString(publishedAt)}, ${sqlString(publishedAt)}, ${sqlString(publishedAt)})`,
  );
  return [...types, ...docs];
}
