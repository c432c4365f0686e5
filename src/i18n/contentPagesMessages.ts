import type { Lang } from './lang';

/**
 * Strings of the content site's own pages (issue 7): job openings, careers, events with their contest
 * form, static pages. Templates use {name}.
 */
export interface ContentPagesMessages {
  jobsTitle: string;
  jobsIntro: string;
  jobsEmpty: string;
  jobsCount: (count: number) => string;
  jobDetails: string;
  location: string;
  employmentType: string;
  employmentTypes: Record<'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN', string>;
  postedOn: string;
  aboutTheRole: string;
  requirements: string;
  weOffer: string;
  howToApply: string;
  howToApplyText: string;
  applyButton: string;
  applySubject: (title: string) => string;
  allJobs: string;
  careersTitle: string;
  whyUs: string;
  ourValues: string;
  openPositions: string;
  openPositionsCount: (count: number) => string;
  noOpenPositions: string;
  seeOpenings: string;
  unsolicited: string;
  eventsTitle: string;
  eventDate: string;
  eventPlace: string;
  contest: ContestLabels;
}

/** The contest form's strings, passed to the island as they are. */
export interface ContestLabels {
  title: string;
  intro: string;
  lastName: string;
  firstName: string;
  email: string;
  visitedBefore: string;
  maldiv: string;
  consent: string;
  consentLink: string;
  /** The privacy notice's link under the consent, by its name (it opens in a new tab). */
  privacyLink: string;
  submit: string;
  sending: string;
  required: string;
  invalidName: string;
  /** A character the one text rule refuses (src/domain/visibleText.ts). */
  invalidCharacters: string;
  invalidEmail: string;
  consentRequired: string;
  success: string;
  successText: string;
  errors: {
    unknown_contest: string;
    too_many_attempts: string;
    invalid_body: string;
    failed: string;
  };
}

const hu: ContentPagesMessages = {
  jobsTitle: 'Állásajánlatok',
  jobsIntro:
    'Csatlakozzon csapatunkhoz! Mintavételi helyeinkre, laboratóriumainkba és ügyfélszolgálatunkra keresünk új kollégákat.',
  jobsEmpty:
    'Jelenleg nincs meghirdetett állásunk. Nézzen vissza később, vagy küldje el önéletrajzát a hr@pannonlabor.hu címre.',
  jobsCount: (count) => `${count} nyitott pozíció`,
  jobDetails: 'Részletek',
  location: 'Munkavégzés helye',
  employmentType: 'Foglalkoztatás',
  employmentTypes: {
    FULL_TIME: 'Teljes munkaidő',
    PART_TIME: 'Részmunkaidő',
    CONTRACTOR: 'Megbízási szerződés',
    TEMPORARY: 'Határozott idejű',
    INTERN: 'Gyakornok',
  },
  postedOn: 'Meghirdetve',
  aboutTheRole: 'A munkakörről',
  requirements: 'Amit elvárunk',
  weOffer: 'Amit kínálunk',
  howToApply: 'Jelentkezés',
  howToApplyText:
    'Küldje el magyar nyelvű önéletrajzát és néhány soros bemutatkozását e-mailben, a tárgyban a pozíció nevével. Minden jelentkezőnek két héten belül válaszolunk.',
  applyButton: 'Jelentkezem e-mailben',
  applySubject: (title) => `Jelentkezés: ${title}`,
  allJobs: 'Összes állásajánlat',
  careersTitle: 'Karrier',
  whyUs: 'Miért jó nálunk dolgozni?',
  ourValues: 'Értékeink',
  openPositions: 'Nyitott pozíciók',
  openPositionsCount: (count) => (count === 0 ? 'Jelenleg nincs nyitott pozíció' : `Jelenleg ${count} nyitott pozíció`),
  noOpenPositions: 'Jelenleg nincs meghirdetett állásunk.',
  seeOpenings: 'Megnézem az állásokat',
  unsolicited: 'Nyílt jelentkezés',
  eventsTitle: 'Események',
  eventDate: 'Időpont',
  eventPlace: 'Helyszín',
  contest: {
    title: 'Jelentkezés a nyereményjátékra',
    intro: 'Töltse ki az alábbi űrlapot. Egy e-mail-címmel egyszer lehet jelentkezni.',
    lastName: 'Vezetéknév',
    firstName: 'Keresztnév',
    email: 'E-mail-cím',
    visitedBefore: 'Jártam már a Pannon Labornál',
    maldiv: 'Részt vennék a maldív-szigeteki utazás sorsolásán',
    consent: 'Elolvastam és elfogadom a játékszabályt és az',
    consentLink: 'adatkezelési tájékoztatót',
    privacyLink: 'Adatkezelési tájékoztató',
    submit: 'Jelentkezem',
    sending: 'Küldés…',
    required: 'Kötelező mező.',
    invalidName: 'Csak betűket, szóközt, kötőjelet, aposztrófot és pontot tartalmazhat.',
    invalidCharacters:
      'Vezérlő- vagy láthatatlan karaktert tartalmaz (gyakran beillesztett szövegből). Kérjük, gépelje be újra.',
    invalidEmail: 'Adjon meg egy érvényes e-mail-címet, például nev@pelda.hu.',
    consentRequired: 'A jelentkezéshez el kell fogadnia az adatkezelési tájékoztatót.',
    success: 'Köszönjük, jelentkezését rögzítettük!',
    successText: 'A sorsolás eredményéről e-mailben értesítjük a nyerteseket. Sok szerencsét!',
    errors: {
      unknown_contest: 'Ez a nyereményjáték már nem fogad jelentkezéseket.',
      too_many_attempts: 'Túl sok jelentkezés érkezett erről a hálózatról. Kérjük, próbálja újra egy óra múlva.',
      invalid_body: 'Kérjük, javítsa a megjelölt mezőket.',
      failed: 'A jelentkezést most nem sikerült elküldeni. Kérjük, próbálja újra néhány perc múlva.',
    },
  },
};

const en: ContentPagesMessages = {
  jobsTitle: 'Job openings',
  jobsIntro:
    'Join our team! We are looking for new colleagues at our sampling points, in our laboratories and in customer service.',
  jobsEmpty: 'There are no open positions at the moment. Check back later, or send your CV to hr@pannonlabor.hu.',
  jobsCount: (count) => `${count} open ${count === 1 ? 'position' : 'positions'}`,
  jobDetails: 'Details',
  location: 'Location',
  employmentType: 'Employment',
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Fixed-term',
    INTERN: 'Internship',
  },
  postedOn: 'Posted',
  aboutTheRole: 'About the role',
  requirements: 'What we ask',
  weOffer: 'What we offer',
  howToApply: 'How to apply',
  howToApplyText:
    'Send your CV and a few lines about yourself by e-mail, with the position in the subject line. We answer every applicant within two weeks.',
  applyButton: 'Apply by e-mail',
  applySubject: (title) => `Application: ${title}`,
  allJobs: 'All job openings',
  careersTitle: 'Careers',
  whyUs: 'Why work with us?',
  ourValues: 'Our values',
  openPositions: 'Open positions',
  openPositionsCount: (count) =>
    count === 0 ? 'No open positions at the moment' : `${count} open ${count === 1 ? 'position' : 'positions'} now`,
  noOpenPositions: 'There are no open positions at the moment.',
  seeOpenings: 'See the openings',
  unsolicited: 'Open application',
  eventsTitle: 'Events',
  eventDate: 'Date',
  eventPlace: 'Place',
  contest: {
    title: 'Enter the prize draw',
    intro: 'Fill in the form below. Each e-mail address can enter once.',
    lastName: 'Last name',
    firstName: 'First name',
    email: 'E-mail address',
    visitedBefore: 'I have been to Pannon Labor before',
    maldiv: 'I would like to enter the draw for the trip to the Maldives',
    consent: 'I have read and accept the rules of the draw and the',
    consentLink: 'privacy notice',
    privacyLink: 'Privacy notice',
    submit: 'Enter',
    sending: 'Sending…',
    required: 'This field is required.',
    invalidName: 'Use only letters, spaces, hyphens, apostrophes and full stops.',
    invalidCharacters: 'Holds control or invisible characters, often from pasted text. Please type it in again.',
    invalidEmail: 'Enter a valid e-mail address, such as name@example.com.',
    consentRequired: 'To enter, please accept the privacy notice.',
    success: 'Thank you, your entry has been recorded!',
    successText: 'We will notify the winners of the draw by e-mail. Good luck!',
    errors: {
      unknown_contest: 'This prize draw no longer takes entries.',
      too_many_attempts: 'Too many entries came from this network. Please try again in an hour.',
      invalid_body: 'Please correct the marked fields.',
      failed: 'Your entry could not be sent just now. Please try again in a few minutes.',
    },
  },
};

export function contentPagesMessages(lang: Lang): ContentPagesMessages {
  return lang === 'en' ? en : hu;
}
