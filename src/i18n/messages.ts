import { accountEn, accountHu, type AccountMessages } from './accountMessages';
import { bookingEn, bookingHu, type BookingMessages } from './bookingMessages';
import { catalogueEn, catalogueHu, type CatalogueMessages } from './catalogueMessages';
import { paymentEn, paymentHu, type PaymentMessages } from './paymentMessages';
import type { Lang } from './lang';

/** Every user-visible string of the shell, typed so that both catalogues have the same keys. */
export interface Messages {
  siteName: string;
  siteDescription: string;
  skipToContent: string;
  homeLabel: string;
  mainMenu: string;
  openMenu: string;
  closeMenu: string;
  submenuToggle: (label: string) => string;
  cart: string;
  /** What the header cart's count counts, for a screen reader: it follows the visible number. */
  cartUnit: (count: number) => string;
  /** How many items the cart holds, in the note after choosing an examination. */
  cartCount: (count: number) => string;
  switchToLanguage: string;
  languageSwitchLabel: string;
  loading: string;
  notFoundMessage: string;
  notFoundTitle: string;
  serverErrorMessage: string;
  serverErrorTitle: string;
  /** A page whose content source is down and was never cached (a 503 with Retry-After). */
  unavailableMessage: string;
  unavailableTitle: string;
  payloadTooLarge: string;
  payloadTooLargeTitle: string;
  forbiddenMessage: string;
  forbiddenTitle: string;
  /** Too many hash links that name no booking opened from one address (issue 12 point 8; a 429). */
  tooManyGuessesMessage: string;
  tooManyGuessesTitle: string;
  /** '{time}' is the Budapest clock time the limit ends. */
  tryAgainAfter: string;
  /** A booking link that names no live booking (issue 25: every dead link offers a new one). */
  deadBookingLink: string;
  askForBookingLinks: string;
  backToHome: string;
  footerHeadquarters: string;
  footerCompanyNumber: string;
  footerTaxNumber: string;
  footerSocial: string;
  socialLabel: (network: string) => string;
  footerMenuLabel: (n: number) => string;
  /** '{count}' is filled in by the browser. */
  resumeBookingTitle: string;
  resumeBookingAction: string;
  /** The note after choosing an examination (issue 15 point 3); '{name}' is filled in by the browser. */
  chooseToast: { added: string; removed: string; toCart: string; close: string };
  catalogue: CatalogueMessages;
  booking: BookingMessages;
  payment: PaymentMessages;
  account: AccountMessages;
}

const hu: Messages = {
  siteName: 'Pannon Labor',
  siteDescription:
    'Laborvizsgálatok és vérvétel időpontfoglalással, átlátható árakkal, országszerte több mintavételi helyen.',
  skipToContent: 'Ugrás a tartalomhoz',
  homeLabel: 'Pannon Labor – főoldal',
  mainMenu: 'Főmenü',
  openMenu: 'Menü megnyitása',
  closeMenu: 'Menü bezárása',
  submenuToggle: (label) => `${label} almenü`,
  cart: 'Kosár',
  cartUnit: () => 'tétel',
  cartCount: (count) => `${count} tétel a kosárban`,
  switchToLanguage: 'English',
  languageSwitchLabel: 'Switch to English',
  loading: 'Betöltés…',
  notFoundMessage: 'A keresett oldal nem található!',
  notFoundTitle: '404 – A keresett oldal nem található!',
  serverErrorMessage: 'Váratlan hiba történt. Kérjük, próbálja újra később!',
  serverErrorTitle: '500 – Váratlan hiba történt',
  unavailableMessage: 'Ez az oldal átmenetileg nem érhető el. Kérjük, próbálja újra néhány perc múlva!',
  unavailableTitle: '503 – Átmenetileg nem elérhető',
  payloadTooLarge: 'Az elküldött adat túl nagy (legfeljebb 64 KB lehet).',
  payloadTooLargeTitle: '413 – Túl nagy kérés',
  forbiddenMessage:
    'A kérést nem fogadtuk el, mert nem az oldalunkról érkezett. Kérjük, küldje el újra az űrlapot az oldalunkon!',
  forbiddenTitle: '403 – A kérés nem engedélyezett',
  tooManyGuessesMessage: 'Az Ön hálózatáról rövid idő alatt túl sok érvénytelen foglalási hivatkozást nyitottak meg.',
  tooManyGuessesTitle: '429 – Túl sok érvénytelen hivatkozás',
  tryAgainAfter: 'Kérjük, próbálja újra {time} után (budapesti idő szerint).',
  deadBookingLink:
    'Ha foglalása linkjét nyitotta meg: lehet, hogy elírás történt, vagy a foglalás már lezárult. Foglalása linkjeit újra elküldjük arra az e-mail címre, amellyel foglalt.',
  askForBookingLinks: 'Foglalási linkjeim újraküldése',
  backToHome: 'Vissza a főoldalra',
  footerHeadquarters: 'Székhely',
  footerCompanyNumber: 'Cégjegyzékszám',
  footerTaxNumber: 'Adószám',
  footerSocial: 'Kövessen minket',
  socialLabel: (network) => `Pannon Labor a(z) ${network} oldalon`,
  footerMenuLabel: (n) => `Lábléc menü ${n}`,
  resumeBookingTitle: 'Kosarában {count} tétel várja a folytatást',
  resumeBookingAction: 'Foglalás folytatása',
  chooseToast: {
    added: 'Kosárba tettük: {name}',
    removed: 'Kivettük a kosárból: {name}',
    toCart: 'Kosárhoz',
    close: 'Értesítés bezárása',
  },
  catalogue: catalogueHu,
  booking: bookingHu,
  payment: paymentHu,
  account: accountHu,
};

const en: Messages = {
  siteName: 'Pannon Labor',
  siteDescription:
    'Laboratory tests and blood sampling by appointment, with clear prices, at sampling points across Hungary.',
  skipToContent: 'Skip to content',
  homeLabel: 'Pannon Labor – home',
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  submenuToggle: (label) => `${label} submenu`,
  cart: 'Cart',
  cartUnit: (count) => (count === 1 ? 'item' : 'items'),
  cartCount: (count) => `${count} ${count === 1 ? 'item' : 'items'} in the cart`,
  switchToLanguage: 'Magyar',
  languageSwitchLabel: 'Váltás magyar nyelvre',
  loading: 'Loading…',
  notFoundMessage: 'The page was not found!',
  notFoundTitle: '404 – The page was not found!',
  serverErrorMessage: 'Something went wrong. Please try again later!',
  serverErrorTitle: '500 – Something went wrong',
  unavailableMessage: 'This page is temporarily unavailable. Please try again in a few minutes!',
  unavailableTitle: '503 – Temporarily unavailable',
  payloadTooLarge: 'What you sent is too large (at most 64 KB).',
  payloadTooLargeTitle: '413 – Request too large',
  forbiddenMessage:
    'The request was refused because it did not come from our site. Please send the form again from our page!',
  forbiddenTitle: '403 – Request not allowed',
  tooManyGuessesMessage: 'Too many invalid booking links have been opened from your network in a short time.',
  tooManyGuessesTitle: '429 – Too many invalid links',
  tryAgainAfter: 'Please try again after {time} (Budapest time).',
  deadBookingLink:
    'If you opened a link to your booking: it may be mistyped, or the booking has ended. We will send your booking links again to the e-mail address you booked with.',
  askForBookingLinks: 'Send my booking links again',
  backToHome: 'Back to the home page',
  footerHeadquarters: 'Headquarters',
  footerCompanyNumber: 'Company registration number',
  footerTaxNumber: 'Tax number',
  footerSocial: 'Follow us',
  socialLabel: (network) => `Pannon Labor on ${network}`,
  footerMenuLabel: (n) => `Footer menu ${n}`,
  resumeBookingTitle: 'Items waiting in your cart: {count}',
  resumeBookingAction: 'Continue booking',
  chooseToast: {
    added: 'Added to your cart: {name}',
    removed: 'Removed from your cart: {name}',
    toCart: 'View cart',
    close: 'Close this notice',
  },
  catalogue: catalogueEn,
  booking: bookingEn,
  payment: paymentEn,
  account: accountEn,
};

export const MESSAGES: Record<Lang, Messages> = { hu, en };

export function messages(lang: Lang): Messages {
  return MESSAGES[lang];
}
