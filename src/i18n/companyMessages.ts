import type { Lang } from './lang';

/**
 * Strings of the FAQ, about, contact and company pages, the company enquiry form and the cookie consent
 * banner (issue 7, items 2, 5 and 6). A catalogue of its own, next to messages.ts: the page texts
 * themselves come from the content source; these are the labels around them and the fallbacks when the
 * content cannot be loaded.
 */
export interface EnquiryMessages {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  headcount: string;
  headcountHint: string;
  message: string;
  optional: string;
  submit: string;
  sent: string;
  sentTitle: string;
  sendAnother: string;
  /** Next to a field: by the kind of problem. */
  required: string;
  invalidEmail: string;
  invalidPhone: string;
  invalidHeadcount: string;
  invalidName: string;
  tooLong: string;
  /** A character the one text rule refuses (src/domain/visibleText.ts). */
  invalidCharacters: string;
  /** Above the form: by the API's error code. */
  tooMany: string;
  failed: string;
}

export interface ConsentMessages {
  title: string;
  text: string;
  policyLink: string;
  acceptAll: string;
  onlyNecessary: string;
  settings: string;
  save: string;
  necessaryTitle: string;
  necessaryText: string;
  analyticsTitle: string;
  analyticsText: string;
  /** The small button the banner leaves behind once the visitor has chosen. */
  reopen: string;
  saved: string;
}

export interface CompanyMessages {
  faqTitle: string;
  faqIntro: string;
  faqEmpty: string;
  faqMore: string;
  faqContact: string;
  aboutTitle: string;
  aboutIntro: string;
  aboutStory: string;
  aboutAccreditation: string;
  aboutValues: string;
  aboutNumbers: string;
  contactTitle: string;
  contactIntro: string;
  phone: string;
  email: string;
  address: string;
  companyData: string;
  companyName: string;
  companyNumber: string;
  taxNumber: string;
  headquartersHours: string;
  mapLabel: string;
  openStreetMap: string;
  googleMaps: string;
  locationPage: string;
  companyTitle: string;
  companyIntro: string;
  benefits: string;
  packages: string;
  process: string;
  enquiryTitle: string;
  enquiryIntro: string;
  unavailable: string;
  enquiry: EnquiryMessages;
  consent: ConsentMessages;
}

const hu: CompanyMessages = {
  faqTitle: 'Gyakori kérdések',
  faqIntro: 'Felkészülés, eredmények, fizetés és lemondás: a leggyakoribb kérdésekre itt válaszolunk.',
  faqEmpty: 'Jelenleg nincs megjeleníthető kérdés.',
  faqMore: 'Nem találta a választ?',
  faqContact: 'Írjon vagy telefonáljon nekünk',
  aboutTitle: 'Rólunk',
  aboutIntro: 'Magánlaboratórium, amely a gyors, pontos és átlátható laborvizsgálatért dolgozik.',
  aboutStory: 'Történetünk',
  aboutAccreditation: 'Akkreditáció és minőség',
  aboutValues: 'Amit fontosnak tartunk',
  aboutNumbers: 'Csapatunk számokban',
  contactTitle: 'Kapcsolat',
  contactIntro: 'Ügyfélszolgálatunk hétköznap készséggel segít időpontfoglalásban, eredményekben és számlázásban.',
  phone: 'Telefon',
  email: 'E-mail',
  address: 'Cím',
  companyData: 'Cégadatok',
  companyName: 'Cégnév',
  companyNumber: 'Cégjegyzékszám',
  taxNumber: 'Adószám',
  headquartersHours: 'A központi mintavételi hely nyitvatartása',
  mapLabel: 'A központ helye a térképen',
  openStreetMap: 'Megnyitás az OpenStreetMapen',
  googleMaps: 'Útvonal a Google Térképpel',
  locationPage: 'A helyszín adatlapja',
  companyTitle: 'Vállalatoknak',
  companyIntro: 'Munkavállalói szűrések a cég telephelyén vagy mintavételi helyeinken, egy számlával.',
  benefits: 'Miért velünk?',
  packages: 'Csomagjaink cégeknek',
  process: 'Így dolgozunk együtt',
  enquiryTitle: 'Ajánlatkérés',
  enquiryIntro: 'Adja meg cége adatait, és egy munkanapon belül személyre szabott ajánlattal keressük.',
  unavailable: 'Az oldal tartalma most nem tölthető be. Kérjük, próbálja újra később.',
  enquiry: {
    company: 'Cégnév',
    contactName: 'Kapcsolattartó neve',
    email: 'E-mail-cím',
    phone: 'Telefonszám',
    headcount: 'Munkavállalók száma',
    headcountHint: 'Hány munkatársat szűrnének nagyjából?',
    message: 'Üzenet',
    optional: '(nem kötelező)',
    submit: 'Ajánlatot kérek',
    sent: 'Köszönjük! Megkaptuk ajánlatkérését, egy munkanapon belül jelentkezünk.',
    sentTitle: 'Ajánlatkérés elküldve',
    sendAnother: 'Új ajánlatkérés',
    required: 'Kérjük, töltse ki ezt a mezőt.',
    invalidEmail: 'Kérjük, érvényes e-mail-címet adjon meg.',
    invalidPhone: 'Kérjük, érvényes telefonszámot adjon meg (pl. +36 1 555 0100).',
    invalidHeadcount: 'Kérjük, 1 és 1 000 000 közötti egész számot adjon meg.',
    invalidName: 'Kérjük, csak betűket, szóközt, kötőjelet és pontot használjon.',
    tooLong: 'A szöveg túl hosszú.',
    invalidCharacters:
      'A szöveg vezérlő- vagy láthatatlan karaktert tartalmaz (gyakran beillesztett szövegből). Kérjük, gépelje be újra.',
    tooMany: 'Túl sok ajánlatkérés érkezett erről a hálózatról. Kérjük, próbálja újra később.',
    failed: 'Az ajánlatkérés most nem küldhető el. Kérjük, próbálja újra, vagy hívjon minket.',
  },
  consent: {
    title: 'Sütik ezen az oldalon',
    text: 'A működéshez szükséges sütiket mindig használjuk. Látogatottsági statisztikát csak az Ön hozzájárulásával gyűjtünk, személyes azonosítás nélkül.',
    policyLink: 'Süti tájékoztató',
    acceptAll: 'Mindet elfogadom',
    onlyNecessary: 'Csak a szükségesek',
    settings: 'Beállítások',
    save: 'Beállítások mentése',
    necessaryTitle: 'Szükséges sütik',
    necessaryText: 'A kosár, a bejelentkezés és a biztonság működéséhez kellenek; nem kapcsolhatók ki.',
    analyticsTitle: 'Statisztikai sütik',
    analyticsText: 'Megmutatják, mely oldalakat olvassák, hogy javíthassuk a weboldalt. Nem azonosítják Önt.',
    reopen: 'Süti beállítások',
    saved: 'Süti beállítások elmentve.',
  },
};

const en: CompanyMessages = {
  faqTitle: 'Frequently asked questions',
  faqIntro: 'Preparation, results, payment and cancellation: answers to the questions we hear most.',
  faqEmpty: 'There are no questions to show at the moment.',
  faqMore: 'Did not find your answer?',
  faqContact: 'Write to us or give us a call',
  aboutTitle: 'About us',
  aboutIntro: 'A private laboratory working for fast, accurate and transparent lab testing.',
  aboutStory: 'Our story',
  aboutAccreditation: 'Accreditation and quality',
  aboutValues: 'What we care about',
  aboutNumbers: 'Our team in numbers',
  contactTitle: 'Contact',
  contactIntro: 'Our customer service is glad to help with bookings, results and invoices on weekdays.',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  companyData: 'Company details',
  companyName: 'Company name',
  companyNumber: 'Company registration number',
  taxNumber: 'Tax number',
  headquartersHours: 'Opening hours of our central sampling point',
  mapLabel: 'Our headquarters on the map',
  openStreetMap: 'Open in OpenStreetMap',
  googleMaps: 'Directions with Google Maps',
  locationPage: 'Location details',
  companyTitle: 'For companies',
  companyIntro: 'Employee screening at your premises or at our sampling points, on one invoice.',
  benefits: 'Why choose us?',
  packages: 'Packages for companies',
  process: 'How we work together',
  enquiryTitle: 'Request an offer',
  enquiryIntro: 'Tell us about your company and we will send you a tailored offer within one working day.',
  unavailable: 'The content of this page cannot be loaded now. Please try again later.',
  enquiry: {
    company: 'Company name',
    contactName: 'Contact person',
    email: 'E-mail address',
    phone: 'Phone number',
    headcount: 'Number of employees',
    headcountHint: 'Roughly how many colleagues would be screened?',
    message: 'Message',
    optional: '(optional)',
    submit: 'Request an offer',
    sent: 'Thank you! We have received your request and will get back to you within one working day.',
    sentTitle: 'Request sent',
    sendAnother: 'New request',
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid e-mail address.',
    invalidPhone: 'Please enter a valid phone number (e.g. +36 1 555 0100).',
    invalidHeadcount: 'Please enter a whole number between 1 and 1,000,000.',
    invalidName: 'Please use letters, spaces, hyphens and dots only.',
    tooLong: 'This text is too long.',
    invalidCharacters:
      'This text holds control or invisible characters, often from pasted text. Please type it in again.',
    tooMany: 'Too many requests came from this network. Please try again later.',
    failed: 'Your request cannot be sent now. Please try again or give us a call.',
  },
  consent: {
    title: 'Cookies on this site',
    text: 'We always use the cookies the site needs to work. We collect visitor statistics only with your consent, without identifying you.',
    policyLink: 'Cookie policy',
    acceptAll: 'Accept all',
    onlyNecessary: 'Only necessary',
    settings: 'Settings',
    save: 'Save settings',
    necessaryTitle: 'Necessary cookies',
    necessaryText: 'Needed for the cart, login and security; they cannot be switched off.',
    analyticsTitle: 'Statistics cookies',
    analyticsText: 'They show which pages are read so that we can improve the site. They do not identify you.',
    reopen: 'Cookie settings',
    saved: 'Cookie settings saved.',
  },
};

export function companyMessages(lang: Lang): CompanyMessages {
  return lang === 'en' ? en : hu;
}
