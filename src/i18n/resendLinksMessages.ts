import type { ResendProblem } from '../domain/resendLinks';
import type { Lang } from './lang';

/**
 * Strings of "Lost the mail?" (issue 15 point 8): the page at /idopont-linkek, its form, and the line
 * that leads there from the booking start page and the hash-link pages. The answer is one text whether
 * or not a booking matches. Templates use {time} (Budapest clock time).
 */
export interface ResendLinksMessages extends Record<ResendProblem, string> {
  title: string;
  intro: string;
  email: string;
  emailHint: string;
  date: string;
  submit: string;
  sentTitle: string;
  sent: string;
  another: string;
  tooMany: string;
  failed: string;
  /** The line elsewhere: a question, then the link to the page. */
  question: string;
  link: string;
  /** On the hash-link pages, which the patient opened from the mail: for when it is lost later. */
  keepMail: string;
}

const hu: ResendLinksMessages = {
  title: 'Elveszett a visszaigazoló e-mail?',
  intro:
    'Adja meg a foglaláskor használt e-mail-címet és az időpont napját. Ha van ilyen foglalás, a kezeléséhez szükséges linkeket újra elküldjük erre a címre.',
  email: 'E-mail-cím',
  emailHint: 'Amelyet a foglaláskor megadott.',
  date: 'Az időpont napja',
  submit: 'Linkek küldése',
  sentTitle: 'Kérését megkaptuk',
  sent: 'Ha ezzel az e-mail-címmel erre a napra foglalás szól, néhány percen belül elküldjük rá a foglalás linkjeit. Ha nem érkezik levél, nézze meg a levélszemét mappát is, és ellenőrizze a címet és a napot.',
  another: 'Másik foglalás linkjei',
  required: 'Kérjük, töltse ki ezt a mezőt.',
  invalidEmail: 'Kérjük, érvényes e-mail-címet adjon meg.',
  invalidDate: 'Kérjük, válasszon egy napot.',
  pastDate: 'Kérjük, a mai vagy egy későbbi napot adjon meg: a linkek a közelgő időpontokhoz valók.',
  farDate: 'Kérjük, legfeljebb egy évvel későbbi napot adjon meg.',
  tooMany: 'Rövid időn belül túl sok kérés érkezett. Kérjük, próbálja újra {time} után (budapesti idő szerint).',
  failed: 'A kérést most nem tudtuk teljesíteni. Kérjük, próbálja újra később.',
  question: 'Már foglalt, de elveszett a visszaigazoló e-mail?',
  link: 'A linkek újraküldése',
  keepMail: 'Ha a visszaigazoló e-mail később elveszne, a foglalás linkjeit újra kérheti:',
};

const en: ResendLinksMessages = {
  title: 'Lost your confirmation e-mail?',
  intro:
    'Give the e-mail address you booked with and the day of the appointment. If there is such a booking, we send the links to manage it to that address again.',
  email: 'E-mail address',
  emailHint: 'The one you gave when booking.',
  date: 'Day of the appointment',
  submit: 'Send the links',
  sentTitle: 'Request received',
  sent: 'If there is a booking for this day with this e-mail address, its links are on their way to that address within a few minutes. If nothing arrives, check your spam folder, and check the address and the day.',
  another: 'Links of another booking',
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidDate: 'Please choose a day.',
  pastDate: 'Please give today or a later day: the links are for upcoming appointments.',
  farDate: 'Please give a day no more than a year ahead.',
  tooMany: 'Too many requests in a short time. Please try again after {time} (Budapest time).',
  failed: 'We could not handle the request just now. Please try again later.',
  question: 'Already booked, but lost the confirmation e-mail?',
  link: 'Have the links sent again',
  keepMail: 'Should the confirmation e-mail get lost later, you can ask for the booking’s links again:',
};

export const resendLinksMessages = (lang: Lang): ResendLinksMessages => (lang === 'en' ? en : hu);
