import { sqlString } from './sql.mjs';

// Demo content of the content site's own pages (issue 7): job openings (/allasok), the careers page
// (/karrier), events (/esemenyek/{slug}) and static pages (/statikus/{slug}), in Hungarian and English.
// Rich text is Strapi v5 "blocks" JSON; links are stored without the language prefix.

export const PAGE_CONTENT_TYPES = [
  ['jobs', 'collection'],
  ['events', 'collection'],
  ['static-pages', 'collection'],
  ['career-page', 'single'],
];

// ---- Strapi blocks helpers ----------------------------------------------------------------------

/** Inline text: a string, or [text, { bold, italic }], or { link: url, text }. */
function inline(part) {
  if (typeof part === 'string') return { type: 'text', text: part };
  if (Array.isArray(part)) return { type: 'text', text: part[0], ...part[1] };
  return { type: 'link', url: part.link, children: [{ type: 'text', text: part.text }] };
}
const p = (...parts) => ({ type: 'paragraph', children: parts.map(inline) });
const h = (level, text) => ({ type: 'heading', level, children: [{ type: 'text', text }] });
const ul = (...items) => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({
    type: 'list-item',
    children: (Array.isArray(item) && typeof item[1] !== 'object' ? item : [item]).map(inline),
  })),
});
const ol = (...items) => ({ ...ul(...items), format: 'ordered' });
const quote = (text) => ({ type: 'quote', children: [{ type: 'text', text }] });
const b = (text) => [text, { bold: true }];

const media = (url, width, height, alternativeText) => ({
  url,
  width,
  height,
  alternativeText,
  mime: 'image/svg+xml',
});

// ---- jobs ---------------------------------------------------------------------------------------

const jobs = [
  {
    documentId: 'job-mintaveteli-asszisztens',
    PostedOn: '2026-11-12',
    EmploymentType: 'FULL_TIME',
    hu: {
      Title: 'Mintavételi asszisztens (vérvételes szakasszisztens)',
      Slug: 'mintaveteli-asszisztens-budapest',
      Town: 'Budapest XIII. kerület',
      Summary:
        'Váci úti mintavételi helyünkre keresünk tapasztalt, türelmes kollégát vérvételre és a páciensek fogadására, reggeli műszakban.',
      Content: [
        p(
          'Budapesti központunk mintavételi helyén naponta több mint száz pácienst fogadunk. Olyan kollégát keresünk, aki magabiztosan vesz vért felnőttektől és gyermekektől, és aki a sietős reggeleken is nyugodt, kedves marad.',
        ),
        h(3, 'Feladatok'),
        ul(
          'vénás és kapilláris vérvétel felnőttektől és 3 éves kortól gyermekektől',
          'terheléses vércukorvizsgálatok (OGTT) levezetése és a páciensek felügyelete',
          'a minták azonosítása, előkészítése és szállításra csomagolása',
          'páciensek fogadása, adatfelvétel és fizetés kezelése az ügyfélrendszerben',
        ),
        p(
          'Munkaidő: hétfőtől péntekig 6:30 és 14:30 között, havonta legfeljebb két szombati délelőtt. A betanulás két hétig tapasztalt kolléga mellett történik.',
        ),
      ],
      Requirements: [
        'egészségügyi szakképesítés (pl. OKJ/szakmajegyzék szerinti asszisztens, ápoló, laboratóriumi szakasszisztens)',
        'érvényes működési nyilvántartás',
        'legalább egy év vérvételi gyakorlat',
        'pontosság, jó kommunikáció, türelem a szorongó páciensekkel',
      ],
      Offer: [
        'határozatlan idejű munkaszerződés, versenyképes bér és havi cafeteria',
        'kiszámítható, délutánra végződő beosztás, éjszakai műszak nélkül',
        'évi 5 nap fizetett továbbképzés és a kreditpontos képzések költségének átvállalása',
        'ingyenes éves laborcsomag a munkatársnak és közeli családtagjainak',
      ],
    },
    en: {
      Title: 'Sampling assistant (phlebotomist)',
      Slug: 'mintaveteli-asszisztens-budapest',
      Town: 'Budapest, District XIII',
      Summary:
        'We are looking for an experienced, patient colleague to take blood samples and welcome patients at our Váci út sampling point, on the morning shift.',
      Content: [
        p(
          'Our Budapest headquarters sampling point welcomes more than a hundred patients a day. We are looking for a colleague who takes blood confidently from adults and children, and who stays calm and kind on busy mornings.',
        ),
        h(3, 'Responsibilities'),
        ul(
          'venous and capillary blood sampling from adults and from children aged 3 and over',
          'running oral glucose tolerance tests (OGTT) and looking after the patients during them',
          'labelling, preparing and packing samples for transport',
          'welcoming patients, recording their details and taking payments in our booking system',
        ),
        p(
          'Working hours: Monday to Friday from 6:30 to 14:30, with at most two Saturday mornings a month. You will be trained for two weeks alongside an experienced colleague.',
        ),
      ],
      Requirements: [
        'a healthcare qualification (e.g. medical assistant, nurse, laboratory assistant)',
        'valid registration with the Hungarian healthcare workforce registry',
        'at least one year of blood sampling experience',
        'accuracy, good communication and patience with anxious patients',
        'Hungarian at a working level; English is an advantage',
      ],
      Offer: [
        'a permanent contract, a competitive salary and monthly fringe benefits',
        'a predictable schedule ending in the early afternoon, no night shifts',
        '5 days of paid training a year, with accredited courses paid for',
        'a free annual lab package for you and your close family',
      ],
    },
  },
  {
    documentId: 'job-laboratoriumi-analitikus',
    PostedOn: '2026-11-02',
    EmploymentType: 'FULL_TIME',
    hu: {
      Title: 'Orvosdiagnosztikai laboratóriumi analitikus',
      Slug: 'laboratoriumi-analitikus-debrecen',
      Town: 'Debrecen',
      Summary:
        'Akkreditált debreceni laboratóriumunkba keresünk analitikust klinikai kémiai és immunkémiai vizsgálatok végzésére, modern automatákon.',
      Content: [
        p(
          'Debreceni laboratóriumunk dolgozza fel a kelet-magyarországi mintavételi helyek mintáit. A csapat nyolc analitikusból és két szakorvosból áll; a napi mintaszám 600–900 között mozog.',
        ),
        h(3, 'Feladatok'),
        ul(
          'klinikai kémiai, immunkémiai és hematológiai vizsgálatok végzése automatákon',
          'belső minőségellenőrzés és a körvizsgálatok (külső minőségellenőrzés) dokumentálása',
          'a készülékek napi karbantartása és kalibrálása',
          'a NAH-akkreditációhoz kapcsolódó minőségirányítási feladatokban való részvétel',
        ),
        p('Munkarend: két műszakban (7–15 és 11–19 óra között), havonta egy-két szombaton.'),
      ],
      Requirements: [
        'orvosdiagnosztikai laboratóriumi analitikus BSc végzettség',
        'érvényes működési nyilvántartás',
        'a minőségbiztosítás (ISO 15189) alapjainak ismerete',
        'laboratóriumi tapasztalat előny, de pályakezdők jelentkezését is várjuk',
      ],
      Offer: [
        'modern, jól felszerelt laboratórium, új Roche és Sysmex automaták',
        'betanítási program és mentor az első hónapokban',
        'bérsáv a tapasztalattól függően, műszakpótlék, évi 13. havi juttatás',
        'céges hozzájárulás a szakmai kongresszusokon való részvételhez',
      ],
    },
    en: {
      Title: 'Medical laboratory scientist',
      Slug: 'laboratoriumi-analitikus-debrecen',
      Town: 'Debrecen',
      Summary:
        'Our accredited Debrecen laboratory is looking for a laboratory scientist to run clinical chemistry and immunochemistry tests on modern analysers.',
      Content: [
        p(
          'Our Debrecen laboratory processes the samples of our sampling points in eastern Hungary. The team is eight laboratory scientists and two specialist physicians; between 600 and 900 samples arrive each day.',
        ),
        h(3, 'Responsibilities'),
        ul(
          'running clinical chemistry, immunochemistry and haematology tests on automated analysers',
          'internal quality control and documenting external quality assessment rounds',
          'daily maintenance and calibration of the analysers',
          'taking part in the quality management work behind our NAH accreditation',
        ),
        p('Working pattern: two shifts (7:00–15:00 and 11:00–19:00), and one or two Saturdays a month.'),
      ],
      Requirements: [
        'a BSc in biomedical laboratory science',
        'valid registration with the Hungarian healthcare workforce registry',
        'working knowledge of quality assurance (ISO 15189)',
        'laboratory experience is an advantage, but graduates are welcome to apply',
      ],
      Offer: [
        'a modern, well-equipped laboratory with new Roche and Sysmex analysers',
        'an induction programme and a mentor for your first months',
        'a salary depending on experience, shift allowance and a 13th-month bonus',
        'company support for attending professional congresses',
      ],
    },
  },
  {
    documentId: 'job-ugyfelszolgalat',
    PostedOn: '2026-10-20',
    EmploymentType: 'PART_TIME',
    hu: {
      Title: 'Ügyfélszolgálati munkatárs (napi 6 óra)',
      Slug: 'ugyfelszolgalati-munkatars',
      Town: 'Budapest (hibrid)',
      Summary:
        'Telefonon, e-mailben és chaten segítené pácienseinket az időpontfoglalásban, a vizsgálatok kiválasztásában és az eredményekkel kapcsolatos kérdésekben.',
      Content: [
        p(
          'Ügyfélszolgálatunk a páciensek első kapcsolata velünk. Segítünk kiválasztani a megfelelő vizsgálatot, időpontot foglalunk vagy módosítunk, és elmagyarázzuk, hogyan kell felkészülni a vérvételre. Orvosi tanácsot nem adunk: ilyenkor szakorvos kollégáinkhoz irányítjuk a pácienst.',
        ),
        h(3, 'Feladatok'),
        ul(
          'bejövő hívások, e-mailek és chatüzenetek kezelése',
          'időpontok foglalása, módosítása és lemondása a foglalási rendszerben',
          'számlázással és online fizetéssel kapcsolatos kérdések megválaszolása',
          'céges szűrővizsgálatok szervezésének adminisztratív támogatása',
        ),
        p(
          'Munkaidő: napi 6 óra, hétköznap 8 és 16 óra között beosztás szerint. A betanulás után heti két nap otthonról is dolgozhat.',
        ),
      ],
      Requirements: [
        'középfokú végzettség',
        'kiváló magyar nyelvtudás szóban és írásban, társalgási szintű angol',
        'magabiztos számítógép-használat',
        'ügyfélszolgálati tapasztalat, egészségügyi háttér előny',
      ],
      Offer: [
        'részmunkaidő rugalmas kezdéssel, heti két nap home office',
        'modern iroda a Váci úton, a metrótól két percre',
        'alapos betanítás az egészségügyi tudnivalókról',
        'ingyenes éves laborcsomag és kedvezmény a családtagoknak',
      ],
    },
    en: {
      Title: 'Customer service representative (6 hours a day)',
      Slug: 'ugyfelszolgalati-munkatars',
      Town: 'Budapest (hybrid)',
      Summary:
        'Help our patients by phone, e-mail and chat with booking appointments, choosing tests and questions about their results.',
      Content: [
        p(
          'Our customer service is the first contact patients have with us. We help them choose the right test, book or change appointments, and explain how to prepare for blood sampling. We do not give medical advice: for that we refer patients to our specialist physicians.',
        ),
        h(3, 'Responsibilities'),
        ul(
          'answering incoming calls, e-mails and chat messages',
          'booking, changing and cancelling appointments in our booking system',
          'answering questions about invoices and online payment',
          'administrative support for organising corporate screenings',
        ),
        p(
          'Working hours: 6 hours a day, on weekdays between 8:00 and 16:00 by rota. After training you can work from home two days a week.',
        ),
      ],
      Requirements: [
        'secondary school education',
        'excellent spoken and written Hungarian, conversational English',
        'confident computer skills',
        'customer service experience; a healthcare background is an advantage',
      ],
      Offer: [
        'part-time work with flexible start times and two days a week from home',
        'a modern office on Váci út, two minutes from the metro',
        'thorough training in the healthcare essentials',
        'a free annual lab package and discounts for your family',
      ],
    },
  },
];

// ---- events -------------------------------------------------------------------------------------

const events = [
  {
    documentId: 'event-egeszsegnap-2026',
    StartsAt: '2026-12-05T09:00:00+01:00',
    EndsAt: '2026-12-05T14:00:00+01:00',
    ContestFormId: null,
    hu: {
      Title: 'Adventi egészségnap: ingyenes vércukor- és koleszterinszűrés',
      Slug: 'adventi-egeszsegnap-2026',
      Place: 'Pannon Labor Váci út, 1134 Budapest, Váci út 45/B.',
      CoverImg: media('/images/events/egeszsegnap.svg', 1200, 630, 'Ujjbegyes vércukormérés az egészségnapon'),
      Content: [
        p(
          'December 5-én, szombaton 9 és 14 óra között ingyenes szűrőnapot tartunk budapesti központunkban. Ujjbegyből vett vérből néhány perc alatt megmérjük a vércukor- és a koleszterinszintet, és szakasszisztens kollégáink azonnal értelmezik az eredményt.',
        ),
        h(2, 'Mit kínálunk a szűrőnapon?'),
        ul(
          'vércukor- és összkoleszterin-mérés ujjbegyből, eredmény 5 percen belül',
          'vérnyomásmérés és testösszetétel-mérés',
          'tanácsadás dietetikus kollégánkkal a vizsgálat után',
          '20% kedvezmény kupon a teljes laborcsomagokra, amely 2027. január 31-ig használható fel',
        ),
        h(2, 'Hogyan készüljön?'),
        p(
          'A pontos vércukorértékhez 8 órás éhezés javasolt; vizet ihat. Bejelentkezés nem szükséges, a sorban állás elkerüléséhez azonban érkezhet a ',
          b('10 és 12 óra közötti'),
          ' csendesebb időszakban is. A szűrés 14 éves kortól vehető igénybe.',
        ),
        quote('A cukorbetegek csaknem harmada nem tud a betegségéről. Egy egyszerű mérés sokat elárul.'),
        p(
          'Ha részletesebb képet szeretne, ',
          { link: '/laborvizsgalatok', text: 'laborvizsgálataink' },
          ' közül válasszon, és foglaljon időpontot bármelyik mintavételi helyünkre.',
        ),
      ],
    },
    en: {
      Title: 'Advent health day: free blood sugar and cholesterol screening',
      Slug: 'adventi-egeszsegnap-2026',
      Place: 'Pannon Labor Váci út, Váci út 45/B, 1134 Budapest',
      CoverImg: media('/images/events/egeszsegnap.svg', 1200, 630, 'Fingertip blood sugar test at the health day'),
      Content: [
        p(
          'On Saturday 5 December, from 9:00 to 14:00, we hold a free screening day at our Budapest headquarters. From a fingertip blood sample we measure your blood sugar and cholesterol in a few minutes, and our assistants explain the result straight away.',
        ),
        h(2, 'What is on offer?'),
        ul(
          'blood sugar and total cholesterol from a fingertip sample, results within 5 minutes',
          'blood pressure and body composition measurement',
          'advice from our dietitian after the test',
          'a 20% discount coupon for full lab packages, valid until 31 January 2027',
        ),
        h(2, 'How to prepare'),
        p(
          'For an accurate blood sugar value, fast for 8 hours beforehand; you may drink water. No booking is needed, but to avoid queues you can come in the quieter hours ',
          b('between 10:00 and 12:00'),
          '. Screening is available from the age of 14.',
        ),
        quote('Nearly a third of people with diabetes do not know they have it. One simple test tells a lot.'),
        p(
          'For a fuller picture, choose from our ',
          { link: '/laborvizsgalatok', text: 'lab tests' },
          ' and book an appointment at any of our sampling points.',
        ),
      ],
    },
  },
  {
    documentId: 'event-nyeremenyjatek-2026',
    StartsAt: '2026-11-15T00:00:00+01:00',
    EndsAt: '2027-01-10T23:59:00+01:00',
    ContestFormId: 'nyari-nyeremenyjatek-2026',
    hu: {
      Title: 'Nyereményjáték: nyerjen nyári utazást a Maldív-szigetekre!',
      Slug: 'nyeremenyjatek-maldiv-utazas',
      Place: 'Online és valamennyi mintavételi helyünkön',
      CoverImg: media('/images/events/nyeremenyjatek.svg', 1200, 630, 'Pálmafás tengerpart a Maldív-szigeteken'),
      ContestTitle: 'Jelentkezés a nyereményjátékra',
      ContestIntro: 'Töltse ki az alábbi űrlapot. Egy e-mail-címmel egyszer lehet jelentkezni.',
      ContestVisitedLabel: 'Jártam már a Pannon Labornál',
      ContestMaldivLabel: 'Részt vennék a maldív-szigeteki utazás sorsolásán',
      Content: [
        p(
          'Az egészség megőrzése a legjobb befektetés, ezért idén télen azokat jutalmazzuk, akik figyelnek magukra. Nyereményjátékunkban egy ',
          b('7 éjszakás, kétszemélyes maldív-szigeteki utazást'),
          ' sorsolunk ki 2027 nyarára, repülőjeggyel és félpanziós ellátással.',
        ),
        h(2, 'Hogyan vehet részt?'),
        ol(
          'Töltse ki a lenti jelentkezési űrlapot 2027. január 10-ig.',
          'Jelölje be, hogy részt venne a maldív-szigeteki utazás sorsolásán.',
          'Ha ön vagy családtagja a játék ideje alatt laborvizsgálaton vesz részt nálunk, a sorsoláson kétszeres eséllyel szerepel.',
        ),
        h(2, 'Nyeremények'),
        ul(
          'fődíj: kétszemélyes utazás a Maldív-szigetekre 2027 júniusában vagy júliusában',
          '10 darab Teljes körű szűrés laborcsomag',
          '25 darab 10 000 forintos Pannon Labor ajándékutalvány',
        ),
        p(
          'A sorsolás 2027. január 15-én közjegyző jelenlétében történik, a nyerteseket e-mailben értesítjük. A játékban 18. életévüket betöltött, magyarországi lakcímmel rendelkező személyek vehetnek részt. A részletes feltételeket ',
          { link: '/statikus/aszf', text: 'általános szerződési feltételeink' },
          ' és ',
          { link: '/statikus/adatkezelesi-tajekoztato', text: 'adatkezelési tájékoztatónk' },
          ' tartalmazzák.',
        ),
      ],
    },
    en: {
      Title: 'Prize draw: win a summer trip to the Maldives!',
      Slug: 'nyeremenyjatek-maldiv-utazas',
      Place: 'Online and at all our sampling points',
      CoverImg: media('/images/events/nyeremenyjatek.svg', 1200, 630, 'A beach with palm trees in the Maldives'),
      ContestTitle: 'Enter the prize draw',
      ContestIntro: 'Fill in the form below. Each e-mail address can enter once.',
      ContestVisitedLabel: 'I have been to Pannon Labor before',
      ContestMaldivLabel: 'I would like to enter the draw for the trip to the Maldives',
      Content: [
        p(
          'Looking after your health is the best investment, so this winter we reward those who take care of themselves. In our prize draw we give away a ',
          b('7-night trip to the Maldives for two'),
          ' in summer 2027, with flights and half board.',
        ),
        h(2, 'How to take part'),
        ol(
          'Fill in the entry form below by 10 January 2027.',
          'Tick that you would like to enter the draw for the trip to the Maldives.',
          'If you or a family member has a lab test with us during the draw period, your chance is doubled.',
        ),
        h(2, 'Prizes'),
        ul(
          'first prize: a trip to the Maldives for two in June or July 2027',
          '10 Complete screening lab packages',
          '25 Pannon Labor gift vouchers worth HUF 10,000 each',
        ),
        p(
          'The draw takes place on 15 January 2027 in the presence of a notary; winners are notified by e-mail. The draw is open to people aged 18 or over with an address in Hungary. Full conditions are in our ',
          { link: '/statikus/aszf', text: 'terms and conditions' },
          ' and our ',
          { link: '/statikus/adatkezelesi-tajekoztato', text: 'privacy notice' },
          '.',
        ),
      ],
    },
  },
];

// ---- static pages -------------------------------------------------------------------------------

const COMPANY_HU =
  'Pannon Labor Kft. (székhely: 1134 Budapest, Váci út 45/B., cégjegyzékszám: Cg. 01-09-123456, adószám: 12345676-2-41)';
const COMPANY_EN =
  'Pannon Labor Kft. (registered office: Váci út 45/B, 1134 Budapest, Hungary; company registration number: Cg. 01-09-123456; tax number: 12345676-2-41)';

const staticPages = [
  {
    documentId: 'static-privacy',
    hu: {
      Title: 'Adatkezelési tájékoztató',
      Slug: 'adatkezelesi-tajekoztato',
      Content: [
        p('Hatályos: 2026. szeptember 1-jétől.'),
        h(2, '1. Az adatkezelő'),
        p(
          `Az adatkezelő a ${COMPANY_HU}. Adatvédelmi tisztviselőnk elérhetősége: `,
          ['adatvedelem@pannonlabor.hu', { bold: true }],
          '.',
        ),
        h(2, '2. Milyen adatokat kezelünk és miért?'),
        ul(
          [
            b('Időpontfoglalás: '),
            'név, születési idő, nem, e-mail-cím, telefonszám, TAJ-szám és a választott vizsgálatok, a vizsgálat elvégzése és a lelet kiadása céljából (GDPR 6. cikk (1) b) pont és 9. cikk (2) h) pont).',
          ],
          [
            b('Számlázás: '),
            'számlázási név és cím, a számviteli törvény szerinti megőrzési kötelezettség teljesítésére (GDPR 6. cikk (1) c) pont).',
          ],
          [
            b('Felhasználói fiók: '),
            'e-mail-cím és jelszó (titkosított formában), a fiók működtetéséhez, az ön hozzájárulása alapján.',
          ],
          [
            b('Nyereményjáték: '),
            'név és e-mail-cím, a sorsolás lebonyolításához és a nyertesek értesítéséhez, hozzájárulás alapján.',
          ],
        ),
        h(2, '3. Meddig őrizzük az adatokat?'),
        p(
          'Az egészségügyi dokumentációt az egészségügyi adatok kezeléséről szóló 1997. évi XLVII. törvény szerint legalább 30 évig, a leleteket 10 évig őrizzük. A számlákat 8 évig, a nyereményjáték adatait a sorsolást követő 90 napig tároljuk. A ki nem fizetett, lejárt foglalásokat automatikusan töröljük.',
        ),
        h(2, '4. Kik ismerhetik meg az adatokat?'),
        p(
          'Az adatokhoz kizárólag azok a munkatársaink férnek hozzá, akiknek a feladatuk ellátásához szükséges; minden betekintést naplózunk. Adatfeldolgozóink: a tárhelyszolgáltató, az online fizetést lebonyolító OTP Mobil Kft. (SimplePay) és a számlázóprogram üzemeltetője.',
        ),
        h(2, '5. Az ön jogai'),
        ul(
          'tájékoztatást kérhet az önről kezelt adatokról, és másolatot kérhet róluk',
          'kérheti az adatok helyesbítését, törlését vagy kezelésük korlátozását',
          'hozzájárulását bármikor visszavonhatja',
          'panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (1055 Budapest, Falk Miksa utca 9–11.)',
        ),
        p('Kérését az adatvedelem@pannonlabor.hu címre küldheti; legfeljebb 30 napon belül válaszolunk.'),
      ],
    },
    en: {
      Title: 'Privacy notice',
      Slug: 'privacy-notice',
      Content: [
        p('Effective from 1 September 2026.'),
        h(2, '1. The controller'),
        p(
          `The controller is ${COMPANY_EN}. Our data protection officer can be reached at `,
          ['adatvedelem@pannonlabor.hu', { bold: true }],
          '.',
        ),
        h(2, '2. What data we process and why'),
        ul(
          [
            b('Appointments: '),
            'name, date of birth, sex, e-mail address, phone number, social security (TAJ) number and the chosen tests, to perform the tests and issue results (GDPR Art. 6(1)(b) and Art. 9(2)(h)).',
          ],
          [
            b('Invoicing: '),
            'billing name and address, to meet our obligations under the Accounting Act (GDPR Art. 6(1)(c)).',
          ],
          [
            b('User account: '),
            'e-mail address and password (stored hashed), to run your account, based on your consent.',
          ],
          [
            b('Prize draws: '),
            'name and e-mail address, to hold the draw and notify the winners, based on your consent.',
          ],
        ),
        h(2, '3. How long we keep data'),
        p(
          'Medical records are kept for at least 30 years and results for 10 years, as Act XLVII of 1997 on health data requires. Invoices are kept for 8 years and prize draw entries for 90 days after the draw. Unpaid, expired bookings are deleted automatically.',
        ),
        h(2, '4. Who can see the data'),
        p(
          'Only staff who need the data for their work can access it, and every access is logged. Our processors are our hosting provider, OTP Mobil Kft. (SimplePay) for online payments and the operator of our invoicing software.',
        ),
        h(2, '5. Your rights'),
        ul(
          'you can ask what data we hold about you and request a copy',
          'you can ask us to correct or erase your data or to restrict its processing',
          'you can withdraw your consent at any time',
          'you can complain to the Hungarian National Authority for Data Protection and Freedom of Information (NAIH, Falk Miksa utca 9–11, 1055 Budapest)',
        ),
        p('Send your request to adatvedelem@pannonlabor.hu; we answer within 30 days.'),
      ],
    },
  },
  {
    documentId: 'static-terms',
    hu: {
      Title: 'Általános szerződési feltételek',
      Slug: 'aszf',
      Content: [
        p('Hatályos: 2026. szeptember 1-jétől.'),
        h(2, '1. A szolgáltató'),
        p(`A szolgáltató a ${COMPANY_HU}, működési engedély száma: BP/0801/01234-5/2024.`),
        h(2, '2. Időpontfoglalás'),
        p(
          'Időpontot a weboldalon, telefonon vagy személyesen lehet foglalni. A foglalás a visszaigazoló e-mail megérkezésével jön létre. Online fizetés választásakor az időpontot 20 percig tartjuk fenn; ha a fizetés ezalatt nem történik meg, a foglalás törlődik.',
        ),
        h(2, '3. Árak és fizetés'),
        p(
          'Az árak forintban értendők, és tartalmazzák az általános forgalmi adót, ahol az alkalmazandó. A mintavételi díjat helyszínenként külön tüntetjük fel. Fizetni lehet online bankkártyával (SimplePay), illetve a helyszínen bankkártyával vagy készpénzzel.',
        ),
        h(2, '4. Módosítás és lemondás'),
        p(
          'Az időpont a visszaigazoló e-mailben kapott hivatkozással a vizsgálat előtt 24 óráig díjmentesen módosítható vagy lemondható. Az előre kifizetett díjat lemondás esetén 8 munkanapon belül visszatérítjük.',
        ),
        h(2, '5. Eredmények'),
        p(
          'A leletet a vizsgálatnál megadott átfutási időn belül e-mailben, jelszóval védett formában küldjük meg, illetve felhasználói fiókjában is elérhető. A lelet nem helyettesíti az orvosi konzultációt.',
        ),
        h(2, '6. Panaszkezelés'),
        p(
          'Panaszát az ugyfelszolgalat@pannonlabor.hu címen vagy a +36 1 555 0100 telefonszámon jelezheti. Vitás ügyben a Budapesti Békéltető Testülethez fordulhat.',
        ),
      ],
    },
    en: {
      Title: 'Terms and conditions',
      Slug: 'terms',
      Content: [
        p('Effective from 1 September 2026.'),
        h(2, '1. The provider'),
        p(`The provider is ${COMPANY_EN}, operating licence number BP/0801/01234-5/2024.`),
        h(2, '2. Booking'),
        p(
          'Appointments can be booked on the website, by phone or in person. A booking is made when the confirmation e-mail arrives. When paying online, the appointment is held for 20 minutes; if payment is not completed in that time, the booking is cancelled.',
        ),
        h(2, '3. Prices and payment'),
        p(
          'Prices are in Hungarian forints and include VAT where it applies. The sampling fee is shown separately for each location. You can pay online by card (SimplePay) or on site by card or in cash.',
        ),
        h(2, '4. Changes and cancellation'),
        p(
          'An appointment can be changed or cancelled free of charge up to 24 hours before it, using the link in the confirmation e-mail. Prepaid fees are refunded within 8 working days of a cancellation.',
        ),
        h(2, '5. Results'),
        p(
          'Results are sent by e-mail, password-protected, within the turnaround time shown for the test, and are also available in your user account. Results do not replace a consultation with a doctor.',
        ),
        h(2, '6. Complaints'),
        p(
          'You can raise a complaint at ugyfelszolgalat@pannonlabor.hu or on +36 1 555 0100. In a dispute you may turn to the Budapest Conciliation Board.',
        ),
      ],
    },
  },
  {
    documentId: 'static-imprint',
    hu: {
      Title: 'Impresszum',
      Slug: 'impresszum',
      Content: [
        h(2, 'Üzemeltető'),
        ul(
          [b('Cégnév: '), 'Pannon Labor Egészségügyi Szolgáltató Kft.'],
          [b('Székhely: '), '1134 Budapest, Váci út 45/B.'],
          [b('Cégjegyzékszám: '), 'Cg. 01-09-123456 (Fővárosi Törvényszék Cégbírósága)'],
          [b('Adószám: '), '12345676-2-41'],
          [b('E-mail: '), 'info@pannonlabor.hu'],
          [b('Telefon: '), '+36 1 555 0100'],
          [b('Egészségügyi működési engedély: '), 'BP/0801/01234-5/2024, kiadta a Budapest Főváros Kormányhivatala'],
          [b('Akkreditáció: '), 'NAH-1-1234/2023 (MSZ EN ISO 15189:2023)'],
        ),
        h(2, 'Tárhelyszolgáltató'),
        p('Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA.'),
        p('A weboldal tartalma szerzői jogi védelem alatt áll; engedély nélküli felhasználása tilos.'),
      ],
    },
    en: {
      Title: 'Imprint',
      Slug: 'imprint',
      Content: [
        h(2, 'Operator'),
        ul(
          [b('Company name: '), 'Pannon Labor Egészségügyi Szolgáltató Kft.'],
          [b('Registered office: '), 'Váci út 45/B, 1134 Budapest, Hungary'],
          [b('Company registration number: '), 'Cg. 01-09-123456 (Company Registry Court of Budapest)'],
          [b('Tax number: '), '12345676-2-41'],
          [b('E-mail: '), 'info@pannonlabor.hu'],
          [b('Phone: '), '+36 1 555 0100'],
          [
            b('Healthcare operating licence: '),
            'BP/0801/01234-5/2024, issued by the Budapest Capital Government Office',
          ],
          [b('Accreditation: '), 'NAH-1-1234/2023 (EN ISO 15189:2023)'],
        ),
        h(2, 'Hosting provider'),
        p('Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA.'),
        p('The content of this website is protected by copyright; it may not be used without permission.'),
      ],
    },
  },
  {
    documentId: 'static-cookies',
    hu: {
      Title: 'Cookie-tájékoztató',
      Slug: 'cookie-tajekoztato',
      Content: [
        p(
          'A weboldal sütiket (cookie-kat) használ. A süti egy kis adatfájl, amelyet a böngésző tárol, és amely segít a weboldal működésében.',
        ),
        h(2, 'Feltétlenül szükséges sütik'),
        ul(
          [b('__Host-XSRF-TOKEN: '), 'védelem a webhelyközi kéréshamisítás ellen; a böngésző bezárásáig él.'],
          [b('__Host-session: '), 'a bejelentkezés megőrzése; legfeljebb 30 napig él.'],
        ),
        p('Ezek nélkül az időpontfoglalás és a bejelentkezés nem működne, ezért hozzájárulást nem igényelnek.'),
        h(2, 'Helyi tárolás'),
        p(
          'A kosár tartalmát (a kiválasztott vizsgálatokat) a böngésző helyi tárolójában őrizzük, hogy egy újratöltés után se vesszen el. Ez az adat nem kerül a szervereinkre, amíg a foglalást el nem küldi.',
        ),
        h(2, 'Statisztikai sütik'),
        p(
          'Látogatottsági statisztikát csak az ön hozzájárulásával, anonimizált formában készítünk. Hozzájárulását a böngésző sütibeállításainak törlésével bármikor visszavonhatja.',
        ),
        p(
          'További információ: ',
          { link: '/statikus/adatkezelesi-tajekoztato', text: 'adatkezelési tájékoztató' },
          '.',
        ),
      ],
    },
    en: {
      Title: 'Cookie policy',
      Slug: 'cookie-policy',
      Content: [
        p(
          'This website uses cookies. A cookie is a small data file stored by your browser that helps the website work.',
        ),
        h(2, 'Strictly necessary cookies'),
        ul(
          [
            b('__Host-XSRF-TOKEN: '),
            'protection against cross-site request forgery; lasts until you close the browser.',
          ],
          [b('__Host-session: '), 'keeps you logged in; lasts at most 30 days.'],
        ),
        p('Booking and login would not work without these, so they need no consent.'),
        h(2, 'Local storage'),
        p(
          'Your cart (the tests you chose) is kept in your browser’s local storage so that it survives a reload. It does not reach our servers until you send your booking.',
        ),
        h(2, 'Statistics cookies'),
        p(
          'We only collect anonymised visitor statistics with your consent. You can withdraw it at any time by clearing the cookies in your browser settings.',
        ),
        p('More information: ', { link: '/statikus/adatkezelesi-tajekoztato', text: 'privacy notice' }, '.'),
      ],
    },
  },
];

// ---- the careers page ---------------------------------------------------------------------------

const careerPage = {
  hu: {
    Title: 'Karrier a Pannon Labornál',
    Intro:
      'Csaknem 200 munkatársunk dolgozik azon, hogy a laborvizsgálat gyors, pontos és emberséges legyen. Ha fontos önnek a minőség és a jó csapat, nálunk a helye.',
    HeroImage: media('/images/careers/csapat.svg', 960, 640, 'A Pannon Labor munkatársai a laboratóriumban'),
    Reasons: [
      { Title: 'Kiszámítható beosztás', Text: 'Nappali műszakok, előre tervezhető hétvégék, éjszakai ügyelet nélkül.' },
      { Title: 'Folyamatos tanulás', Text: 'Évi öt nap fizetett továbbképzés, belső szakmai napok és mentorprogram.' },
      { Title: 'Modern eszközök', Text: 'Új automaták, digitális mintakövetés, papírmentes adminisztráció.' },
      { Title: 'Megbecsülés', Text: 'Versenyképes bér, cafeteria, ingyenes éves laborcsomag a családnak is.' },
    ],
    Values: [
      {
        Title: 'Pontosság',
        Text: 'Minden mintát úgy kezelünk, mintha a saját családunké lenne. Az akkreditáció nálunk napi gyakorlat.',
      },
      {
        Title: 'Emberség',
        Text: 'A páciens gyakran szorong. Egy kedves szó és egy türelmes vérvétel ugyanolyan fontos, mint a jó lelet.',
      },
      {
        Title: 'Átláthatóság',
        Text: 'Előre közölt árak, érthető tájékoztatás, nyílt kommunikáció a csapaton belül is.',
      },
    ],
    Gallery: [
      media('/images/careers/labor.svg', 640, 480, 'Analitikus a klinikai kémiai automatánál'),
      media('/images/careers/mintavetel.svg', 640, 480, 'Vérvétel a mintavételi helyen'),
    ],
    ApplyText:
      'Nem talált most önnek való pozíciót? Küldje el önéletrajzát a hr@pannonlabor.hu címre, és megkeressük, amint megfelelő lehetőség nyílik.',
  },
  en: {
    Title: 'Careers at Pannon Labor',
    Intro:
      'Nearly 200 colleagues work to make lab testing fast, accurate and humane. If quality and a good team matter to you, you belong with us.',
    HeroImage: media('/images/careers/csapat.svg', 960, 640, 'Pannon Labor colleagues in the laboratory'),
    Reasons: [
      { Title: 'A predictable schedule', Text: 'Day shifts, weekends you can plan ahead and no night duty.' },
      {
        Title: 'Continuous learning',
        Text: 'Five days of paid training a year, in-house professional days and mentoring.',
      },
      { Title: 'Modern equipment', Text: 'New analysers, digital sample tracking and paperless administration.' },
      {
        Title: 'Recognition',
        Text: 'A competitive salary, fringe benefits and a free annual lab package for your family too.',
      },
    ],
    Values: [
      {
        Title: 'Accuracy',
        Text: 'We treat every sample as if it were our own family’s. Accreditation is part of our daily routine.',
      },
      {
        Title: 'Humanity',
        Text: 'Patients are often anxious. A kind word and a patient blood draw matter as much as a good result.',
      },
      {
        Title: 'Transparency',
        Text: 'Prices published up front, clear information, and open communication within the team too.',
      },
    ],
    Gallery: [
      media('/images/careers/labor.svg', 640, 480, 'A laboratory scientist at the clinical chemistry analyser'),
      media('/images/careers/mintavetel.svg', 640, 480, 'Blood sampling at a sampling point'),
    ],
    ApplyText:
      'Not found the right position yet? Send your CV to hr@pannonlabor.hu and we will contact you when a suitable opening comes up.',
  },
};

/** Every document: { type, documentId, locale, data }. Also what `npm run cms` imports into Strapi (scripts/lib/cms.mjs). */
export function pageDocuments() {
  const docs = [];
  for (const locale of ['hu', 'en']) {
    for (const { documentId, hu, en, ...shared } of jobs) {
      docs.push({ type: 'jobs', documentId, locale, data: { ...shared, ...(locale === 'hu' ? hu : en) } });
    }
    for (const { documentId, hu, en, ...shared } of events) {
      docs.push({ type: 'events', documentId, locale, data: { ...shared, ...(locale === 'hu' ? hu : en) } });
    }
    for (const { documentId, hu, en } of staticPages) {
      docs.push({ type: 'static-pages', documentId, locale, data: locale === 'hu' ? hu : en });
    }
    docs.push({ type: 'career-page', documentId: 'career', locale, data: careerPage[locale] });
  }
  return docs;
}

/** @returns {string[]} idempotent statements: the content types, then one document a locale. */
export function pageContentStatements() {
  const types = PAGE_CONTENT_TYPES.map(
    ([uid, kind]) => `INSERT OR IGNORE INTO content_types (uid, kind) VALUES (${sqlString(uid)}, ${sqlString(kind)})`,
  );
  const docs = pageDocuments().map(
    ({ type, documentId, locale, data }) =>
      `INSERT OR IGNORE INTO content_documents (document_id, type_uid, locale, data) VALUES (${sqlString(documentId)}, ${sqlString(type)}, ${sqlString(locale)}, ${sqlString(JSON.stringify(data))})`,
  );
  return [...types, ...docs];
}
