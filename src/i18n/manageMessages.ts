import type { Lang } from './lang';

/** Strings of the hash-link pages (spec section 2, Hash-link pages). Templates use {name}. */
export interface ManageMessages {
  trail: string;
  dataTitle: string;
  dataIntro: string;
  dataThanksTitle: string;
  dataThanksText: string;
  timeTitle: string;
  timeIntro: string;
  timeThanksTitle: string;
  /** '{when}': the new day and time. */
  timeThanksText: string;
  locationThanksTitle: string;
  /** '{location}': the new place; '{when}': the day and time there. */
  locationThanksText: string;
  locationTitle: string;
  locationIntro: string;
  cancelTitle: string;
  cancelIntro: string;
  yourBooking: string;
  date: string;
  time: string;
  location: string;
  examinations: string;
  total: string;
  deadline: string;
  closed: string;
  actions: string;
  saveData: string;
  saveTime: string;
  saved: string;
  slotFull: string;
  tooLate: string;
  failed: string;
  /** A save the API answered `unchanged: true`: nothing was written or mailed (issue 12 point 8). */
  unchanged: string;
  /** A 429 (too many changes of the booking, or guesses from the address); '{time}' is Budapest time. */
  tooManyChanges: string;
  chooseLocation: string;
  currentLocation: string;
  samplingFee: string;
  newTotal: string;
  differenceDue: string;
  differenceRefund: string;
  saveLocation: string;
  payment: string;
  cancelButton: string;
  cancelQuestion: string;
  cancelConfirm: string;
  cancelKeep: string;
  cancelled: string;
  /** A booking paid online is refunded in full when cancelled in time (docs/decisions/0019). */
  cancelRefund: string;
  refundStarted: string;
  newBooking: string;
}

const hu: ManageMessages = {
  trail: 'Foglalásom',
  dataTitle: 'Adatok kitöltése, javítása',
  dataIntro: 'Ellenőrizze és szükség esetén javítsa a páciens és a számla adatait.',
  dataThanksTitle: 'Köszönjük, adatait rögzítettük',
  dataThanksText: 'A módosított adatokat elmentettük; időpontja és helyszíne nem változott.',
  timeTitle: 'Időpont módosítása',
  timeIntro: 'Válasszon új napot és időpontot ugyanazon a helyszínen.',
  timeThanksTitle: 'Köszönjük, időpontját módosítottuk',
  timeThanksText: 'Új időpontja: {when}. A régi időpontot felszabadítottuk.',
  locationThanksTitle: 'Köszönjük, a helyszínt módosítottuk',
  locationThanksText: 'Új helyszíne: {location}, időpontja: {when}. A régi helyét felszabadítottuk.',
  locationTitle: 'Helyszín módosítása',
  locationIntro: 'Válasszon másik mintavételi helyet, majd időpontot.',
  cancelTitle: 'Időpont lemondása',
  cancelIntro: 'A lemondás csak a gomb megnyomása és megerősítése után történik meg.',
  yourBooking: 'Az Ön foglalása',
  date: 'Nap',
  time: 'Időpont',
  location: 'Helyszín',
  examinations: 'Vizsgálatok',
  total: 'Fizetendő',
  deadline: 'Módosítani és lemondani eddig lehet: {deadline} (az időpont előtt {hours} órával).',
  closed: 'A módosítás és a lemondás az időpont előtt {hours} órával lezárult.',
  actions: 'Mit szeretne tenni?',
  saveData: 'Adatok mentése',
  saveTime: 'Új időpont mentése',
  saved: 'Elmentve.',
  slotFull:
    'Ez az időpont időközben betelt vagy már nem választható. Foglalása változatlan maradt; kérjük, válasszon másik időpontot.',
  tooLate: 'A foglalás már nem módosítható.',
  failed: 'A művelet nem sikerült. Kérjük, próbálja újra.',
  unchanged:
    'Nem történt változás: foglalása már most is ezeket az adatokat tartalmazza, ezért nem mentettünk semmit és e-mailt sem küldtünk.',
  tooManyChanges:
    'Rövid időn belül túl sok módosítást kezdeményeztek. Foglalása változatlan maradt; kérjük, próbálja újra {time} után (budapesti idő szerint).',
  chooseLocation: 'Helyszín kiválasztása',
  currentLocation: 'Jelenlegi helyszín',
  samplingFee: 'Mintavételi díj: {fee}',
  newTotal: 'Ezen a helyszínen a fizetendő összeg {total} (eddig {old}).',
  differenceDue: 'Online már kifizetve: {paid}. A különbözetet ({difference}) a mintavételkor kell megfizetni.',
  differenceRefund: 'Online már kifizetve: {paid}. A különbözetet ({difference}) a mintavételkor visszatérítjük.',
  saveLocation: 'Új helyszín és időpont mentése',
  payment: 'Fizetés',
  cancelButton: 'Időpont lemondása',
  cancelQuestion: 'Biztosan lemondja az időpontot? A lemondás nem vonható vissza.',
  cancelConfirm: 'Igen, lemondom',
  cancelKeep: 'Mégsem',
  cancelled: 'Időpontját lemondtuk. A lefoglalt helyet felszabadítottuk.',
  cancelRefund: 'Az online kifizetett {amount} teljes összegét lemondáskor visszatérítjük.',
  refundStarted:
    'Az online kifizetett {amount} teljes összegének visszatérítését elindítottuk; bankjától függően néhány munkanapon belül jelenik meg a számláján.',
  newBooking: 'Új időpont foglalása',
};

const en: ManageMessages = {
  trail: 'My booking',
  dataTitle: 'Fill in or correct your details',
  dataIntro: "Check and, if needed, correct the patient's and the invoice's details.",
  dataThanksTitle: 'Thank you, your details are saved',
  dataThanksText: 'We saved the changed details; your time and location are unchanged.',
  timeTitle: 'Change the appointment time',
  timeIntro: 'Choose a new day and time at the same location.',
  timeThanksTitle: 'Thank you, your appointment has been moved',
  timeThanksText: 'Your new time: {when}. We released the old one.',
  locationThanksTitle: 'Thank you, your location has been changed',
  locationThanksText: 'Your new location: {location}, on {when}. We released your old place.',
  locationTitle: 'Change the location',
  locationIntro: 'Choose another sampling location, then a time.',
  cancelTitle: 'Cancel the appointment',
  cancelIntro: 'Nothing is cancelled until you press the button and confirm.',
  yourBooking: 'Your booking',
  date: 'Day',
  time: 'Time',
  location: 'Location',
  examinations: 'Examinations',
  total: 'To pay',
  deadline: 'You can change or cancel until {deadline} ({hours} hours before the appointment).',
  closed: 'Changes and cancellations closed {hours} hours before the appointment.',
  actions: 'What would you like to do?',
  saveData: 'Save details',
  saveTime: 'Save the new time',
  saved: 'Saved.',
  slotFull: 'This time has filled up or is no longer available. Your booking is unchanged; please choose another time.',
  tooLate: 'This booking can no longer be changed.',
  failed: 'That did not work. Please try again.',
  unchanged: 'Nothing changed: your booking already holds these details, so nothing was saved and no e-mail was sent.',
  tooManyChanges:
    'Too many changes were attempted in a short time. Your booking is unchanged; please try again after {time} (Budapest time).',
  chooseLocation: 'Choose a location',
  currentLocation: 'Current location',
  samplingFee: 'Sampling fee: {fee}',
  newTotal: 'At this location the total is {total} (was {old}).',
  differenceDue: 'You have paid {paid} online; the difference of {difference} is paid at the sampling.',
  differenceRefund: 'You have paid {paid} online; the difference of {difference} is refunded at the sampling.',
  saveLocation: 'Save the new location and time',
  payment: 'Payment',
  cancelButton: 'Cancel the appointment',
  cancelQuestion: 'Do you really want to cancel the appointment? This cannot be undone.',
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'No, keep it',
  cancelled: 'Your appointment is cancelled and its place released.',
  cancelRefund: 'The {amount} you paid online is refunded in full when you cancel.',
  refundStarted:
    'We have started the refund of the full {amount} you paid online; depending on your bank it reaches your account within a few working days.',
  newBooking: 'Book a new appointment',
};

export const manageMessages = (lang: Lang): ManageMessages => (lang === 'en' ? en : hu);
