import { sqlString } from './sql.mjs';

// Demo content of the FAQ, about, contact and company pages (issue 7, items 2 and 5), in Hungarian and
// English: the 'faqs' collection (Question, Answer as plain paragraphs separated by a blank line, Topic,
// Weight) and the single types 'about-page', 'contact-page' and 'company-page'.

export const COMPANY_CONTENT_TYPES = [
  ['faqs', 'collection'],
  ['about-page', 'single'],
  ['contact-page', 'single'],
  ['company-page', 'single'],
];

const TOPICS = {
  preparation: { hu: 'Felkészülés a vizsgálatra', en: 'Preparing for your test' },
  results: { hu: 'Eredmények', en: 'Results' },
  payment: { hu: 'Fizetés és árak', en: 'Payment and prices' },
  children: { hu: 'Gyermekek vizsgálata', en: 'Testing children' },
  booking: { hu: 'Időpont, módosítás, lemondás', en: 'Appointments, changes, cancellation' },
};

/** [topic, question hu, answer hu, question en, answer en]; the order is the weight. */
const FAQS = [
  [
    'preparation',
    'Éhgyomorra kell érkeznem a vérvételre?',
    'A legtöbb rutinvizsgálathoz (vércukor, koleszterin, triglicerid, alap laborcsomagok) 10–12 órás éhezés szükséges: az utolsó étkezés előző este 8 óra körül legyen. Minden vizsgálat adatlapján feltüntetjük, ha éhgyomor kell.\n\nVitaminok, hormonok és genetikai vizsgálatok többségéhez nem kell éheznie.',
    'Do I need to fast before blood sampling?',
    'Most routine tests (blood sugar, cholesterol, triglycerides, basic lab packages) need 10 to 12 hours of fasting: have your last meal at around 8 p.m. the evening before. Every test page says when fasting is needed.\n\nMost vitamin, hormone and genetic tests need no fasting.',
  ],
  [
    'preparation',
    'Ihatok vizet a vérvétel előtt?',
    'Igen, tiszta vizet nyugodtan ihat, sőt ajánljuk is: hidratált állapotban könnyebb a vérvétel. Kávét, teát, cukros vagy tejes italt a vérvétel előtt ne fogyasszon.',
    'May I drink water before the sampling?',
    'Yes, plain water is fine and even recommended: sampling is easier when you are well hydrated. Please avoid coffee, tea and sweet or milky drinks before the sampling.',
  ],
  [
    'preparation',
    'Bevehetem a reggeli gyógyszereimet?',
    'Rendszeresen szedett gyógyszereit általában beveheti, kivéve, ha kezelőorvosa másként rendelkezik. Pajzsmirigyhormon-vizsgálat előtt a levotiroxint a vérvétel után vegye be, és a vérvételkor jelezze munkatársunknak, milyen gyógyszereket szed.',
    'May I take my morning medicines?',
    'You can usually take your regular medicines unless your doctor says otherwise. Before a thyroid hormone test, take levothyroxine after the sampling, and tell our colleague which medicines you take.',
  ],
  [
    'preparation',
    'Mennyi ideig tart a terheléses vércukorvizsgálat?',
    'A kétpontos vizsgálat körülbelül 2 órát, a három- és ötpontos 2–3 órát vesz igénybe. Ez idő alatt a váróban kell maradnia, ezért hozzon magával olvasnivalót. A glükózoldatot mi biztosítjuk.',
    'How long does a glucose tolerance test take?',
    'The two-point test takes about 2 hours, the three- and five-point tests 2 to 3 hours. You need to stay in the waiting room meanwhile, so bring something to read. We provide the glucose drink.',
  ],
  [
    'results',
    'Mikor kapom meg az eredményemet?',
    'A rutinvizsgálatok eredménye többnyire még aznap, legkésőbb másnap elkészül. Speciális és genetikai vizsgálatoknál az átfutási idő néhány munkanap; ezt minden vizsgálat adatlapján feltüntetjük.',
    'When will I get my results?',
    'Results of routine tests are usually ready the same day, at the latest the next day. Special and genetic tests take a few working days; every test page shows the turnaround time.',
  ],
  [
    'results',
    'Hogyan érem el az eredményeimet?',
    'Az eredményt elkészültekor e-mailben értesítjük, és jelszóval védett PDF-ként letöltheti. Regisztrált felhasználóként a Profilom oldalon minden korábbi eredményét is megtalálja. Kérésre papíron is átadjuk a mintavételi helyen.',
    'How can I access my results?',
    'We notify you by e-mail when your result is ready, and you can download it as a password-protected PDF. As a registered user you find all your earlier results on the My profile page too. On request we also hand it over on paper at the sampling point.',
  ],
  [
    'results',
    'Szükségem van beutalóra?',
    'Nem, magánlaboratóriumként beutaló nélkül is elvégezzük a vizsgálatokat. Ha orvosa kérte a vizsgálatot, hozza magával a kérőlapot, hogy pontosan a szükséges paramétereket mérjük.',
    'Do I need a referral?',
    'No, as a private laboratory we do the tests without a referral. If your doctor asked for the test, bring the request form so that we measure exactly what is needed.',
  ],
  [
    'payment',
    'Hogyan fizethetek?',
    'Foglaláskor fizethet online bankkártyával, vagy a helyszínen bankkártyával, készpénzzel és SZÉP-kártyával. A vizsgálat árán felül mintavételi díjat számítunk fel, amelyet a helyszín oldalán tüntetünk fel.',
    'How can I pay?',
    'You can pay online by card when booking, or on site by card, in cash or with a SZÉP card. A sampling fee is charged on top of the test price; each location page shows it.',
  ],
  [
    'payment',
    'Elszámolható a vizsgálat egészségpénztárral?',
    'Igen. A számlát az egészségpénztár nevére és az Ön pénztártagsági azonosítójával állítjuk ki, ha ezt a foglaláskor a számlázási adatoknál megadja.',
    'Can I claim the test from a health fund?',
    'Yes. We issue the invoice in the name of your health fund with your membership number if you give them in the invoice details when booking.',
  ],
  [
    'children',
    'Hány éves kortól vállalják gyermekek vérvételét?',
    'Csecsemőkortól vállaljuk, a gyermekvérvételben jártas munkatársainkkal, a gyermekvizsgálatot végző helyszíneinken. A helyszínek listájában a „Gyermekvérvétel” jelölés mutatja ezeket.',
    'From what age do you take blood from children?',
    'From infancy, by colleagues experienced with children, at the locations that test children. In the list of locations they carry the “Child testing” label.',
  ],
  [
    'children',
    'Hogyan készíthetem fel gyermekemet a vérvételre?',
    'Mondja el neki őszintén, mi fog történni, és hogy egy pillanatig csíphet. Érdemes kedvenc játékát magával hozni. A vérvétel előtt egy órával érzéstelenítő tapaszt is felhelyezhet; kérdezze gyógyszerészét.',
    'How can I prepare my child for blood sampling?',
    'Tell them honestly what will happen and that it may sting for a moment. Bring a favourite toy. You can also apply a numbing patch an hour before; ask your pharmacist.',
  ],
  [
    'booking',
    'Hogyan módosíthatom vagy mondhatom le az időpontomat?',
    'A visszaigazoló e-mailben kapott linken az időpontot, a helyszínt és az adatait módosíthatja, vagy lemondhatja a foglalást. Online fizetett lemondott foglalás árát visszatérítjük.',
    'How can I change or cancel my appointment?',
    'With the link in your confirmation e-mail you can change the time, the location and your details, or cancel the booking. For a cancelled booking paid online we refund the price.',
  ],
  [
    'booking',
    'Mi történik, ha késem?',
    'Kérjük, ha teheti, telefonon jelezze. Néhány perc késés általában nem gond; nagyobb késésnél a következő szabad időpontban fogadjuk, terheléses vizsgálatnál pedig új időpontot kell foglalni.',
    'What if I am late?',
    'Please let us know by phone if you can. A few minutes are usually no problem; if you are much later we see you at the next free slot, and a glucose tolerance test needs a new appointment.',
  ],
];

const aboutPage = {
  hu: {
    Title: 'Rólunk',
    Intro:
      'A Pannon Labor 1990 óta végez laborvizsgálatokat: ma 14 mintavételi helyen, egy saját, akkreditált laboratóriummal.',
    Story:
      'Három klinikai biológus alapította a laboratóriumot Budapesten, azzal a céllal, hogy a pontos laborvizsgálat gyors és mindenki számára elérhető legyen, hosszú várakozás nélkül.\n\nAzóta a Váci úti laboratórium a régió egyik legkorszerűbb magánlaborjává nőtt, országos mintavételi hálózattal. Az eredményeket ma már online, akár a vérvétel napján megkapják pácienseink.',
    Accreditation: {
      Title: 'NAH-akkreditált laboratórium',
      Text: 'Laboratóriumunkat a Nemzeti Akkreditáló Hatóság az MSZ EN ISO 15189 szabvány szerint akkreditálta. Rendszeresen részt veszünk hazai és nemzetközi körvizsgálatokban, így eredményeink bármely orvos számára elfogadhatók.',
    },
    Values: [
      { Title: 'Pontosság', Text: 'Minden mérést kettős ellenőrzés és rendszeres minőségellenőrzés kísér.' },
      { Title: 'Átláthatóság', Text: 'Árainkat előre közöljük, rejtett költségek nélkül.' },
      { Title: 'Emberség', Text: 'Türelmes, kedves munkatársak, külön figyelem a gyermekekre és az idősekre.' },
      { Title: 'Adatvédelem', Text: 'Egészségügyi adatait a legszigorúbb szabályok szerint kezeljük.' },
    ],
    Numbers: [
      { Value: '14', Label: 'mintavételi hely' },
      { Value: '120+', Label: 'munkatárs' },
      { Value: '35', Label: 'orvos és biológus szakember' },
      { Value: '1,2 millió', Label: 'vizsgálat évente' },
    ],
  },
  en: {
    Title: 'About us',
    Intro: 'Pannon Labor has been testing since 1990: today at 14 sampling points, with its own accredited laboratory.',
    Story:
      'Three clinical biologists founded the laboratory in Budapest so that accurate lab testing would be fast and open to everyone, without long waits.\n\nSince then the laboratory on Váci út has grown into one of the most modern private laboratories in the region, with a nationwide network of sampling points. Patients now get their results online, often on the day of sampling.',
    Accreditation: {
      Title: 'NAH-accredited laboratory',
      Text: 'Our laboratory is accredited by the National Accreditation Authority to the MSZ EN ISO 15189 standard. We take part in national and international proficiency testing, so any doctor can accept our results.',
    },
    Values: [
      { Title: 'Accuracy', Text: 'Every measurement is double-checked and under regular quality control.' },
      { Title: 'Transparency', Text: 'Our prices are published up front, with no hidden costs.' },
      { Title: 'Kindness', Text: 'Patient, friendly staff, with special care for children and the elderly.' },
      { Title: 'Privacy', Text: 'We handle your health data under the strictest rules.' },
    ],
    Numbers: [
      { Value: '14', Label: 'sampling points' },
      { Value: '120+', Label: 'colleagues' },
      { Value: '35', Label: 'doctors and biologists' },
      { Value: '1.2 million', Label: 'tests a year' },
    ],
  },
};

const contactPage = {
  hu: {
    Title: 'Kapcsolat',
    Intro: 'Kérdése van foglalással, eredménnyel vagy számlával kapcsolatban? Ügyfélszolgálatunk szívesen segít.',
    Phone: '+36 1 555 0100',
    Email: 'info@pannonlabor.hu',
    Address: '1134 Budapest, Váci út 45/B.',
    CustomerServiceHours: 'Ügyfélszolgálat: hétköznap 8:00–17:00',
    HeadquarterLocationID: 1,
  },
  en: {
    Title: 'Contact',
    Intro: 'A question about a booking, a result or an invoice? Our customer service is glad to help.',
    Phone: '+36 1 555 0100',
    Email: 'info@pannonlabor.hu',
    Address: '1134 Budapest, Váci út 45/B.',
    CustomerServiceHours: 'Customer service: weekdays 8:00 to 17:00',
    HeadquarterLocationID: 1,
  },
};

const companyPage = {
  hu: {
    Title: 'Vállalatoknak',
    Intro:
      'Egészséges munkatársak, kevesebb hiányzás: munkavállalói szűrések a cég telephelyén vagy bármely mintavételi helyünkön, egy számlával.',
    Benefits: [
      { Title: 'Kihelyezett vérvétel', Text: '20 fő felett munkatársaink az Ön telephelyén végzik a mintavételt.' },
      {
        Title: 'Egy számla, egy kapcsolattartó',
        Text: 'Havi összesítő számla és dedikált ügyfélkapcsolati menedzser.',
      },
      { Title: 'Rugalmas időpontok', Text: 'Kora reggeli és hétvégi időpontok, online foglalással a munkatársaknak.' },
      {
        Title: 'Adatvédelem',
        Text: 'Az egyéni eredményeket csak a munkavállaló látja; a cég összesített statisztikát kap.',
      },
    ],
    Packages: [
      {
        Name: 'Alapszűrés',
        Text: 'Éves rutinszűrés irodai munkakörökhöz.',
        Price: '14 900 Ft/fő-től',
        Items: [
          { Text: 'Vérkép' },
          { Text: 'Vércukor' },
          { Text: 'Koleszterin és triglicerid' },
          { Text: 'Máj- és vesefunkció' },
        ],
      },
      {
        Name: 'Vezetői szűrés',
        Text: 'Részletes állapotfelmérés vezetőknek, orvosi konzultációval.',
        Price: '39 900 Ft/fő-től',
        Items: [
          { Text: 'Az alapszűrés vizsgálatai' },
          { Text: 'Pajzsmirigyhormonok' },
          { Text: 'Szív- és érrendszeri kockázat' },
          { Text: 'Vitaminok és vas' },
          { Text: 'Orvosi konzultáció' },
        ],
      },
      {
        Name: 'Egyedi csomag',
        Text: 'Munkakörhöz és kockázatokhoz igazított vizsgálatok, a foglalkozás-egészségügyi orvossal egyeztetve.',
        Price: 'Ajánlat szerint',
        Items: [{ Text: 'Bármely vizsgálatunkból összeállítva' }, { Text: 'Mennyiségi kedvezmény' }],
      },
    ],
    Steps: [
      { Title: 'Ajánlatkérés', Text: 'Töltse ki az alábbi űrlapot, vagy hívjon minket.' },
      {
        Title: 'Személyre szabott ajánlat',
        Text: 'Egy munkanapon belül javaslatot küldünk a csomagra és a helyszínre.',
      },
      { Title: 'Szervezés', Text: 'Munkatársai online foglalnak, vagy a telephelyre megyünk.' },
      { Title: 'Eredmények és összesítő', Text: 'Mindenki a saját eredményét kapja; Ön anonim összesítőt.' },
    ],
  },
  en: {
    Title: 'For companies',
    Intro:
      'Healthy colleagues, fewer sick days: employee screening at your premises or at any of our sampling points, on one invoice.',
    Benefits: [
      { Title: 'Sampling on site', Text: 'For 20 people or more our staff take samples at your premises.' },
      { Title: 'One invoice, one contact', Text: 'A monthly summary invoice and a dedicated account manager.' },
      { Title: 'Flexible times', Text: 'Early-morning and weekend slots, booked online by your colleagues.' },
      { Title: 'Privacy', Text: 'Only the employee sees their own results; the company gets aggregate statistics.' },
    ],
    Packages: [
      {
        Name: 'Basic screening',
        Text: 'Yearly routine screening for office roles.',
        Price: 'from 14,900 Ft per person',
        Items: [
          { Text: 'Blood count' },
          { Text: 'Blood sugar' },
          { Text: 'Cholesterol and triglycerides' },
          { Text: 'Liver and kidney function' },
        ],
      },
      {
        Name: 'Executive screening',
        Text: 'A detailed check-up for managers, with a medical consultation.',
        Price: 'from 39,900 Ft per person',
        Items: [
          { Text: 'Everything in basic screening' },
          { Text: 'Thyroid hormones' },
          { Text: 'Cardiovascular risk' },
          { Text: 'Vitamins and iron' },
          { Text: 'Medical consultation' },
        ],
      },
      {
        Name: 'Tailored package',
        Text: 'Tests matched to roles and risks, agreed with your occupational health doctor.',
        Price: 'On request',
        Items: [{ Text: 'Built from any of our tests' }, { Text: 'Volume discount' }],
      },
    ],
    Steps: [
      { Title: 'Request an offer', Text: 'Fill in the form below or give us a call.' },
      { Title: 'Tailored offer', Text: 'Within one working day we propose a package and a place.' },
      { Title: 'Organisation', Text: 'Your colleagues book online, or we come to your premises.' },
      { Title: 'Results and summary', Text: 'Everyone gets their own results; you get an anonymous summary.' },
    ],
  },
};

/** Every document: { type, documentId, locale, data }. */
export function companyDocuments() {
  const docs = [];
  for (const locale of ['hu', 'en']) {
    FAQS.forEach(([topic, qHu, aHu, qEn, aEn], i) =>
      docs.push({
        type: 'faqs',
        documentId: `faq-${i + 1}`,
        locale,
        data: {
          Question: locale === 'hu' ? qHu : qEn,
          Answer: locale === 'hu' ? aHu : aEn,
          Topic: TOPICS[topic][locale],
          Weight: (i + 1) * 10,
        },
      }),
    );
    docs.push({ type: 'about-page', documentId: 'about', locale, data: aboutPage[locale] });
    docs.push({ type: 'contact-page', documentId: 'contact', locale, data: contactPage[locale] });
    docs.push({ type: 'company-page', documentId: 'company', locale, data: companyPage[locale] });
  }
  return docs;
}

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE). */
export function companyStatements() {
  const types = COMPANY_CONTENT_TYPES.map(
    ([uid, kind]) => `INSERT OR IGNORE INTO content_types (uid, kind) VALUES (${sqlString(uid)}, ${sqlString(kind)})`,
  );
  const docs = companyDocuments().map(
    ({ type, documentId, locale, data }) =>
      `INSERT OR IGNORE INTO content_documents (document_id, type_uid, locale, data) VALUES (${sqlString(documentId)}, ${sqlString(type)}, ${sqlString(locale)}, ${sqlString(JSON.stringify(data))})`,
  );
  return [...types, ...docs];
}
