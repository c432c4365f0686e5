import { thanksEn, thanksHu, type ThanksMessages } from './thanksMessages';

/**
 * Strings of the booking steps (spec section 2, Booking flow); part of Messages. Templates use {name}.
 * The thank-you step's are their own catalogue (thanksMessages.ts), spread in where they always stood,
 * so the labels an island is given keep their order.
 */
export interface BookingMessages extends ThanksMessages {
  title: string;
  intro: string;
  steps: string[];
  stepLabel: string;
  continue: string;
  back: string;
  select: string;
  selected: string;
  remove: string;
  /**
   * Said when an item is removed on the cart step (issue 16 point 5): '{name}' the item, '{total}' the
   * cart's new total, '{count}' the items left; `removedLast` when none is left.
   */
  removedFromCart: string;
  removedLast: string;
  cartTitle: string;
  cartEmpty: string;
  cartEmptyAction: string;
  itemsTotal: string;
  packagePrice: string;
  withoutPackage: string;
  /** What the struck price means, after it (none in English): see catalogueMessages. */
  withoutPackageNote: string;
  samplingFee: string;
  /** A family's sampling fee on a location card, when everyone pays the same kind: '{fee} ({count} fő)'. */
  feeForPeople: string;
  /** …and when their fees differ (a glucose load test for one of them). */
  feesForPeople: string;
  discount: string;
  total: string;
  /** In place of `total` for a booking paid online. */
  paid: string;
  displayNote: string;
  preparationTitle: string;
  fasting: string;
  noFasting: string;
  morningOnly: string;
  /** How many items are chosen: `chosenCountOne` for one, `chosenCount` for more (or none). */
  chosenCount: string;
  chosenCountOne: string;
  /** The booking steps' recap of the choices so far (StepRecap): its name, its three labels, a value not yet chosen. */
  recapTitle: string;
  recapItems: string;
  /** The recap's count of items: `recapCountOne` for one. */
  recapCount: string;
  recapCountOne: string;
  recapLocation: string;
  recapTime: string;
  recapNone: string;
  locationTitle: string;
  locationIntro: string;
  noLocations: string;
  childOnly: string;
  placeLabel: string;
  placeButton: string;
  useMyLocation: string;
  placeNotFound: string;
  positionFailed: string;
  /** Said when the locations are sorted anew: '{place}' searched from, the '{nearest}' and its '{distance}'. */
  sortedByDistance: string;
  /** The place sorted from when it is the browser's position. */
  yourPosition: string;
  marketingConsent: string;
  timeTitle: string;
  timeIntro: string;
  chooseDate: string;
  chooseTime: string;
  noDates: string;
  noTimes: string;
  /** The free places of a time, shown on it (issue 16 point 6); `freePlacesOne` for one. */
  freePlaces: string;
  freePlacesOne: string;
  /** The headings of a day's times by the time of day (before 9, before noon, after; decision 0058). */
  dayParts: { early: string; morning: string; afternoon: string };
  /** A part of the day's number of times: '{count}'; `timeCountOne` for one. */
  timeCount: string;
  timeCountOne: string;
  /** Said when a day's times appear: '{count}' of them, on '{day}' (formatOnDay); `timesFoundOne` for one. */
  timesFound: string;
  timesFoundOne: string;
  previousMonth: string;
  nextMonth: string;
  weekdays: string[];
  /** The time the cart kept is no longer free (issue 15 point 2); '{when}' is its day and time. */
  timeGone: string;
  /**
   * The chosen time starts within the change/cancel cut-off (src/domain/cutoff.ts): once booked it cannot
   * be changed or cancelled online (issue 15 point 5). '{time}' is its start ('06:30'), '{hours}' the cut-off.
   */
  cutoffNotice: string;
  /** Before the customer service's phone number (or the contact page's link, when the content has none). */
  cutoffCall: string;
  /** The contact page's link text, in place of a phone number the content does not give. */
  contactPage: string;
  basicDataTitle: string;
  basicDataIntro: string;
  patientSection: string;
  addressSection: string;
  invoiceSection: string;
  sameAsPatient: string;
  invoicePrivate: string;
  invoiceCompany: string;
  fields: Record<string, string>;
  genders: string[];
  summaryTitle: string;
  summaryIntro: string;
  appointment: string;
  location: string;
  patient: string;
  couponLabel: string;
  couponApply: string;
  couponApplied: string;
  couponRemove: string;
  paymentType: string;
  payOnline: string;
  payOnsite: string;
  consentTerms: string;
  consentPrivacy: string;
  /** The pages under the consents, by their names (each opens in a new tab). */
  termsLink: string;
  privacyLink: string;
  book: string;
  booking: string;
  /** The cart's booking waits for its online payment until {time}. */
  heldNotice: string;
  /** … and was made from other details than those on the summary now. */
  heldChanged: string;
  payHeld: string;
  replaceHeld: string;
  errors: Record<string, string>;
  minutes: string;
}

export const bookingHu: BookingMessages = {
  title: 'Időpontfoglalás',
  intro: 'Válassza ki a vizsgálatokat, majd a helyszínt és az időpontot. A foglalás néhány perc.',
  steps: ['Vizsgálatok', 'Kosár', 'Helyszín', 'Időpont', 'Adatok', 'Összegzés'],
  stepLabel: 'Foglalási lépések',
  continue: 'Tovább',
  back: 'Vissza',
  select: 'Kiválaszt',
  selected: 'Kiválasztva',
  remove: 'Eltávolítás',
  removedFromCart: 'Kivettük a kosárból: {name}. Új összeg: {total}, {count} tétel maradt.',
  removedLast: 'Kivettük a kosárból: {name}. A kosár üres.',
  cartTitle: 'Kosár',
  cartEmpty: 'A kosár üres.',
  cartEmptyAction: 'Vizsgálatok kiválasztása',
  itemsTotal: 'Vizsgálatok',
  packagePrice: 'Csomagár',
  withoutPackage: 'Eredmény',
  withoutPackageNote: 'külön-külön',
  samplingFee: 'Mintavételi díj',
  feeForPeople: '{fee}, {count} főre',
  feesForPeople: 'Mintavételi díjak, {count} főre',
  discount: 'Kedvezmény',
  total: 'Fizetendő',
  paid: 'Fizetve',
  displayNote: 'A végösszeget a foglaláskor a rendszer ellenőrzi.',
  preparationTitle: 'Felkészülés a vérvételre',
  fasting: '{hours} órás éhgyomor szükséges (víz, cukrozatlan tea fogyasztható).',
  noFasting: 'Nem szükséges éhgyomorra érkeznie.',
  morningOnly: 'Reggeli időpontot válasszon (10 óra előtt).',
  chosenCount: '{count} kiválasztott tétel',
  chosenCountOne: '{count} kiválasztott tétel',
  recapTitle: 'Az eddig választottak',
  recapItems: 'Vizsgálatok',
  recapCount: '{count} tétel',
  recapCountOne: '{count} tétel',
  recapLocation: 'Helyszín',
  recapTime: 'Időpont',
  recapNone: 'még nincs',
  locationTitle: 'Helyszín kiválasztása',
  locationIntro: 'Csak azok a helyszínek látszanak, ahol minden kiválasztott vizsgálat elvégezhető.',
  noLocations: 'A kiválasztott vizsgálatok együtt egyik helyszínen sem végezhetők el. Kérjük, módosítsa a kosarat!',
  childOnly: 'Gyermekvérvételre felkészült helyszínek',
  placeLabel: 'Irányítószám vagy település',
  placeButton: 'Legközelebbi helyszínek',
  useMyLocation: 'Saját helyzetem alapján',
  placeNotFound: '„{query}” nevű települést vagy irányítószámot nem találtunk.',
  positionFailed: 'A helyzetét nem sikerült meghatározni. Adjon meg irányítószámot vagy települést!',
  sortedByDistance: 'Helyszínek távolság szerint rendezve ({place}). Legközelebb: {nearest}, {distance}.',
  yourPosition: 'az Ön helyzete',
  marketingConsent: 'Kérek e-mailt akciókról és egészségügyi tanácsokról (bármikor leiratkozhatok).',
  timeTitle: 'Időpont kiválasztása',
  timeIntro: 'Válasszon napot, majd időpontot.',
  chooseDate: 'Nap',
  chooseTime: 'Időpont',
  noDates: 'Ezen a helyszínen a következő hetekben nincs szabad időpont. Válasszon másik helyszínt!',
  noTimes: 'Erre a napra nincs szabad időpont.',
  freePlaces: 'még {count} hely',
  freePlacesOne: 'még {count} hely',
  dayParts: { early: 'Reggel', morning: 'Délelőtt', afternoon: 'Délután' },
  timeCount: '{count} időpont',
  timeCountOne: '{count} időpont',
  timesFound: '{count} szabad időpont {day}',
  timesFoundOne: '{count} szabad időpont {day}',
  previousMonth: 'Előző hónap',
  nextMonth: 'Következő hónap',
  timeGone:
    'Az előzőleg választott időpont ({when}) időközben betelt vagy már nem foglalható. Kérjük, válasszon másikat!',
  cutoffNotice:
    'A választott időpont ({time}) {hours} órán belül kezdődik, ezért a foglalás után online már nem módosítható és nem mondható le.',
  cutoffCall: 'Módosításhoz vagy lemondáshoz hívja ügyfélszolgálatunkat:',
  contactPage: 'Kapcsolat',
  weekdays: ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'],
  basicDataTitle: 'Alapadatok',
  basicDataIntro: 'Az adatokat csak a vizsgálathoz és a számlához használjuk fel.',
  patientSection: 'A páciens adatai',
  addressSection: 'Lakcím',
  invoiceSection: 'Számlázási adatok',
  sameAsPatient: 'A számlázási adatok megegyeznek a páciens adataival',
  invoicePrivate: 'Magánszemély',
  invoiceCompany: 'Cég',
  fields: {
    last_name: 'Vezetéknév',
    first_name: 'Keresztnév',
    gender: 'Nem',
    birth: 'Születési dátum',
    birth_place: 'Születési hely',
    mothers_name: 'Anyja neve',
    taj: 'TAJ-szám',
    state: 'Állampolgárság',
    id_card_number: 'Útlevél- vagy személyiigazolvány-szám',
    email: 'E-mail cím',
    phone_number: 'Telefonszám',
    zip_code: 'Irányítószám',
    city: 'Település',
    address: 'Utca, házszám',
    invoice_type: 'Számla típusa',
    invoice_name: 'Számlázási név',
    invoice_taxnumber: 'Adószám',
    invoice_zipcode: 'Irányítószám',
    invoice_city: 'Település',
    invoice_address: 'Utca, házszám',
    invoice_notes: 'Megjegyzés a számlára',
  },
  genders: ['Válasszon', 'Nő', 'Férfi'],
  summaryTitle: 'Összegzés',
  summaryIntro: 'Ellenőrizze a foglalás adatait, majd véglegesítse.',
  appointment: 'Időpont',
  location: 'Helyszín',
  patient: 'Páciens',
  couponLabel: 'Kuponkód',
  couponApply: 'Beváltás',
  couponApplied: 'Kupon beváltva: {code}',
  couponRemove: 'Kupon törlése',
  paymentType: 'Fizetés módja',
  payOnline: 'Online bankkártyás fizetés',
  payOnsite: 'Fizetés a helyszínen',
  consentTerms: 'Elfogadom az Általános Szerződési Feltételeket.',
  consentPrivacy: 'Elolvastam és elfogadom az Adatkezelési tájékoztatót.',
  termsLink: 'Általános Szerződési Feltételek',
  privacyLink: 'Adatkezelési tájékoztató',
  book: 'Foglalás véglegesítése',
  booking: 'Foglalás folyamatban…',
  heldNotice:
    'Ebből a kosárból készült foglalása {time}-ig vár az online fizetésre. Ugyanezekkel az adatokkal a véglegesítés ezt a foglalást fizeti ki; másodszor nem foglalunk.',
  heldChanged:
    'Ebből a kosárból már készült egy foglalás más adatokkal, és {time}-ig vár az online fizetésre. Kifizetheti azt, vagy lemondhatja, és a most látható adatokkal foglalhat.',
  payHeld: 'A várakozó foglalás kifizetése',
  replaceHeld: 'Lemondom, és ezekkel az adatokkal foglalok',
  errors: {
    slot_full: 'Ezt az időpontot időközben lefoglalták. Kérjük, válasszon másikat!',
    slot_unavailable: 'Ez az időpont már nem foglalható. Kérjük, válasszon másikat!',
    coupon_invalid: 'A kuponkód érvénytelen vagy lejárt.',
    coupon_exhausted: 'A kupon felhasználható darabszáma elfogyott.',
    validation_failed: 'Kérjük, ellenőrizze az alapadatokat!',
    invalid_items: 'A kosár tartalma megváltozott. Kérjük, ellenőrizze a vizsgálatokat!',
    not_bookable: 'A kiválasztott vizsgálatok ezen a helyszínen nem foglalhatók.',
    idempotency_key_reused:
      'Ebből a kosárból már készült foglalás más adatokkal. Ha a most látható adatokkal szeretne új foglalást, kattintson újra a gombra!',
    network: 'Nem sikerült kapcsolódni. Kérjük, próbálja újra!',
    hold_limit:
      'Ezekkel az adatokkal, illetve erről az eszközről már több foglalás vár megerősítésre vagy fizetésre. Kérjük, előbb erősítse meg vagy fizesse ki azokat (a visszaigazoló e-mailből), vagy próbálja újra {time} után. Adatait megőriztük.',
    challenge_failed:
      'Nem sikerült ellenőrizni a böngészőjét. Kérjük, kattintson újra a gombra; ha ismét nem sikerül, töltse újra az oldalt (adatait megőrizzük).',
  },
  ...thanksHu,
  minutes: 'perc',
};

export const bookingEn: BookingMessages = {
  title: 'Book an appointment',
  intro: 'Choose your tests, then a location and a time. Booking takes a few minutes.',
  steps: ['Tests', 'Cart', 'Location', 'Time', 'Details', 'Summary'],
  stepLabel: 'Booking steps',
  continue: 'Continue',
  back: 'Back',
  select: 'Select',
  selected: 'Selected',
  remove: 'Remove',
  removedFromCart: 'Removed from your cart: {name}. New total: {total}, {count} left.',
  removedLast: 'Removed from your cart: {name}. Your cart is empty.',
  cartTitle: 'Cart',
  cartEmpty: 'Your cart is empty.',
  cartEmptyAction: 'Choose tests',
  itemsTotal: 'Tests',
  packagePrice: 'Package price',
  withoutPackage: 'Without package',
  withoutPackageNote: '',
  samplingFee: 'Sampling fee',
  feeForPeople: '{fee}, for {count} people',
  feesForPeople: 'Sampling fees, for {count} people',
  discount: 'Discount',
  total: 'To pay',
  paid: 'Paid',
  displayNote: 'The final amount is checked when you book.',
  preparationTitle: 'Preparing for the sampling',
  fasting: 'Fast for {hours} hours before (water and unsweetened tea are fine).',
  noFasting: 'You do not need to fast.',
  morningOnly: 'Choose a morning time (before 10 a.m.).',
  chosenCount: '{count} items chosen',
  chosenCountOne: '{count} item chosen',
  recapTitle: 'Your choices so far',
  recapItems: 'Tests',
  recapCount: '{count} items',
  recapCountOne: '{count} item',
  recapLocation: 'Location',
  recapTime: 'Time',
  recapNone: 'not yet',
  locationTitle: 'Choose a location',
  locationIntro: 'Only locations where every chosen test can be sampled are listed.',
  noLocations: 'No location can sample all the chosen tests together. Please change your cart!',
  childOnly: 'Locations prepared for sampling children',
  placeLabel: 'Postal code or town',
  placeButton: 'Nearest locations',
  useMyLocation: 'Use my location',
  placeNotFound: 'We found no town or postal code “{query}”.',
  positionFailed: 'Your position could not be determined. Please enter a postal code or town!',
  sortedByDistance: 'Locations sorted by distance from {place}. Nearest: {nearest}, {distance}.',
  yourPosition: 'your position',
  marketingConsent: 'Send me e-mails about offers and health tips (I can unsubscribe any time).',
  timeTitle: 'Choose a time',
  timeIntro: 'Pick a day, then a time.',
  chooseDate: 'Day',
  chooseTime: 'Time',
  noDates: 'This location has no free time in the coming weeks. Please choose another location!',
  noTimes: 'No free time on this day.',
  freePlaces: '{count} places left',
  freePlacesOne: '{count} place left',
  dayParts: { early: 'Early morning', morning: 'Morning', afternoon: 'Afternoon' },
  timeCount: '{count} times',
  timeCountOne: '{count} time',
  timesFound: '{count} free times {day}',
  timesFoundOne: '{count} free time {day}',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  timeGone: 'The time you chose earlier ({when}) has filled up or can no longer be booked. Please choose another one.',
  cutoffNotice:
    'The chosen time ({time}) starts in less than {hours} hours, so once booked it cannot be changed or cancelled online.',
  cutoffCall: 'To change or cancel it, please call our customer service:',
  contactPage: 'Contact',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  basicDataTitle: 'Your details',
  basicDataIntro: 'We use your details only for the tests and the invoice.',
  patientSection: 'Patient',
  addressSection: 'Address',
  invoiceSection: 'Invoice details',
  sameAsPatient: 'Invoice to the patient',
  invoicePrivate: 'Private person',
  invoiceCompany: 'Company',
  fields: {
    last_name: 'Last name',
    first_name: 'First name',
    gender: 'Sex',
    birth: 'Date of birth',
    birth_place: 'Place of birth',
    mothers_name: "Mother's name",
    taj: 'TAJ number (Hungarian social security)',
    state: 'Citizenship',
    id_card_number: 'Passport or ID card number',
    email: 'E-mail address',
    phone_number: 'Phone number',
    zip_code: 'Postal code',
    city: 'Town',
    address: 'Street and number',
    invoice_type: 'Invoice type',
    invoice_name: 'Name on the invoice',
    invoice_taxnumber: 'Tax number',
    invoice_zipcode: 'Postal code',
    invoice_city: 'Town',
    invoice_address: 'Street and number',
    invoice_notes: 'Note on the invoice',
  },
  genders: ['Choose', 'Female', 'Male'],
  summaryTitle: 'Summary',
  summaryIntro: 'Check your booking, then confirm it.',
  appointment: 'Appointment',
  location: 'Location',
  patient: 'Patient',
  couponLabel: 'Coupon code',
  couponApply: 'Apply',
  couponApplied: 'Coupon applied: {code}',
  couponRemove: 'Remove coupon',
  paymentType: 'Payment',
  payOnline: 'Pay online by card',
  payOnsite: 'Pay on site',
  consentTerms: 'I accept the Terms and Conditions.',
  consentPrivacy: 'I have read and accept the Privacy Notice.',
  termsLink: 'Terms and Conditions',
  privacyLink: 'Privacy Notice',
  book: 'Confirm booking',
  booking: 'Booking…',
  heldNotice:
    'The booking made from this cart waits for its online payment until {time}. Confirming the same details pays for that booking; nothing is booked twice.',
  heldChanged:
    'A booking was already made from this cart with other details, and it waits for its online payment until {time}. You can pay for it, or cancel it and book the details shown here.',
  payHeld: 'Pay for the waiting booking',
  replaceHeld: 'Cancel it and book these details',
  errors: {
    slot_full: 'This time has just been taken. Please choose another one!',
    slot_unavailable: 'This time can no longer be booked. Please choose another one!',
    coupon_invalid: 'The coupon code is invalid or has expired.',
    coupon_exhausted: 'This coupon has been used up.',
    validation_failed: 'Please check your details!',
    invalid_items: 'Your cart has changed. Please check the tests!',
    not_bookable: 'The chosen tests cannot be booked at this location.',
    idempotency_key_reused:
      'A booking was already made from this cart with other details. To make a new booking with the details shown here, click the button again.',
    network: 'We could not connect. Please try again!',
    hold_limit:
      'Several bookings made with these details or from this device are already waiting to be confirmed or paid. Please confirm or pay those first (from their confirmation e-mail), or try again after {time}. Your details are kept.',
    challenge_failed:
      'We could not check your browser. Please press the button again; if it fails again, reload the page (your details are kept).',
  },
  ...thanksEn,
  minutes: 'min',
};
