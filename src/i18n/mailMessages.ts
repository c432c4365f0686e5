import type { BookingMailKind } from '../domain/mail';
import type { Lang } from './lang';

/** Strings of the booking e-mails (confirmation, reminder, change, data change, cancellation), typed for both languages. */
export interface MailMessages {
  /** "Kedves Kovács Éva!"; with no name known (a new account), a greeting that names nobody. */
  greeting: (name: string) => string;
  subjects: Record<BookingMailKind, string>;
  intros: Record<BookingMailKind, string>;
  when: string;
  where: string;
  map: string;
  examinations: string;
  preparation: string;
  fasting: (hours: number) => string;
  noFasting: string;
  morningOnly: string;
  payment: string;
  paymentHeld: (until: string) => string;
  /** Paid online, then moved to a location with another sampling fee. */
  paymentDifference: (paid: string, difference: string, due: boolean) => string;
  /** The manage pages' payment line (src/mail/bookingMails.ts paymentStatus). */
  paymentPaid: string;
  paymentOnSite: string;
  manage: string;
  /** The check-in QR code's section (issue 28 point 3). */
  checkIn: { title: string; text: string; alt: string };
  /** `data` when details are missing, `editData` when they are all there (issue 25). */
  links: { data: string; editData: string; time: string; location: string; cancel: string };
  questions: string;
  callUs: (phone: string) => string;
  contactPage: string;
  rebook: string;
  /** The refund of a payment: of a cancelled booking, or of one the payment came too late for. */
  refund: string;
  refundStarted: (amount: string) => string;
  refundWhy: string;
  calendarNote: string;
  /** An on-site booking waiting for its patient's confirmation (decision 0050). */
  confirm: { subject: string; intro: string; title: string; by: (until: string) => string; button: string };
  eventSummary: (location: string) => string;
  signature: string;
  icsFilename: string;
}

const hu: MailMessages = {
  greeting: (name) => (name ? `Kedves ${name}!` : 'Kedves Ügyfelünk!'),
  subjects: {
    confirmation: 'Időpontfoglalás visszaigazolása',
    reminder: 'Emlékeztető: holnapi laborvizsgálat',
    change: 'Időpontja megváltozott',
    data_change: 'Foglalási adatait frissítettük',
    cancellation: 'Időpontját töröltük',
    refund: 'Fizetését visszatérítjük',
  },
  intros: {
    confirmation: 'Köszönjük foglalását! Az alábbi időpontban várjuk mintavételre.',
    reminder: 'Emlékeztetjük, hogy hamarosan esedékes a mintavétel.',
    change: 'Foglalásának módosítását rögzítettük. Az új adatok:',
    data_change:
      'Foglalásához tartozó személyes, illetve számlázási adatait frissítettük. Időpontja és helyszíne nem változott:',
    cancellation: 'Az alábbi foglalást töröltük.',
    refund:
      'Online fizetése megérkezett, de a foglalás fenntartási ideje addigra lejárt, és az időpontot időközben más foglalta le. Ezért ezt a foglalást nem tudtuk érvényesíteni.',
  },
  when: 'Időpont',
  where: 'Helyszín',
  map: 'Térkép',
  examinations: 'Vizsgálatok',
  preparation: 'Felkészülés',
  fasting: (hours) => `Éhgyomorra érkezzen: legalább ${hours} órával előtte ne egyen.`,
  noFasting: 'Nem szükséges éhgyomorra érkeznie.',
  morningOnly: 'A mintavétel csak délelőtt lehetséges.',
  payment: 'Fizetés',
  paymentHeld: (until) => `Online fizetésre vár; az időpontot ${until}-ig tartjuk fenn.`,
  paymentDifference: (paid, difference, due) =>
    due
      ? `Online kifizetve: ${paid}. A helyszín mintavételi díjának különbözetét (${difference}) a mintavételkor kell megfizetni.`
      : `Online kifizetve: ${paid}. A helyszín mintavételi díjának különbözetét (${difference}) a mintavételkor visszatérítjük.`,
  paymentPaid: 'Online kifizetve.',
  paymentOnSite: 'Fizetés a helyszínen.',
  manage: 'Foglalása kezelése',
  checkIn: {
    title: 'Belépőkód',
    text: 'Érkezéskor mutassa meg ezt a QR-kódot a recepción (a telefonján vagy kinyomtatva).',
    alt: 'QR-kód a recepciónak',
  },
  links: {
    data: 'Adatok kitöltése',
    editData: 'Adatok módosítása',
    time: 'Időpont módosítása',
    location: 'Helyszín módosítása',
    cancel: 'Időpont törlése',
  },
  questions: 'Kérdése van?',
  callUs: (phone) => `Hívjon minket: ${phone}`,
  contactPage: 'Elérhetőségeink',
  rebook: 'Új időpontot foglalhat honlapunkon.',
  refund: 'Visszatérítés',
  refundStarted: (amount) =>
    `A teljes összeg (${amount}) visszatérítését elindítottuk; a bankjától függően néhány munkanapon belül jelenik meg a számláján.`,
  refundWhy: 'Ugyanerre a foglalásra nem vonunk le újra pénzt.',
  calendarNote: 'A csatolt naptárfájllal az időpontot naptárába mentheti.',
  confirm: {
    subject: 'Erősítse meg időpontfoglalását',
    intro: 'Köszönjük foglalását! Már csak egy lépés van hátra: erősítse meg, hogy Ön foglalta az időpontot.',
    title: 'Megerősítés',
    by: (until) =>
      `Kérjük, ${until}-ig erősítse meg foglalását az alábbi gombbal; addig tartjuk fenn Önnek az időpontot. Ha nem Ön foglalt, ne tegyen semmit: a foglalás magától megszűnik.`,
    button: 'Foglalásomat megerősítem',
  },
  eventSummary: (location) => `Laborvizsgálat – ${location}`,
  signature: 'Üdvözlettel: a Pannon Labor csapata',
  icsFilename: 'idopont.ics',
};

const en: MailMessages = {
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  subjects: {
    confirmation: 'Your booking is confirmed',
    reminder: 'Reminder: your laboratory appointment',
    change: 'Your booking has changed',
    data_change: 'Your booking details were updated',
    cancellation: 'Your booking has been cancelled',
    refund: 'Your payment is being refunded',
  },
  intros: {
    confirmation: 'Thank you for your booking. We look forward to seeing you for sampling at:',
    reminder: 'This is a reminder of your upcoming sampling appointment.',
    change: 'We have recorded the change to your booking. The new details:',
    data_change: 'We have updated the personal or invoice details of your booking. Its time and place are unchanged:',
    cancellation: 'The booking below has been cancelled.',
    refund:
      'Your online payment arrived, but the time for which the booking was held had run out and the slot was taken by someone else meanwhile. So this booking could not be confirmed.',
  },
  when: 'Time',
  where: 'Location',
  map: 'Map',
  examinations: 'Examinations',
  preparation: 'Preparation',
  fasting: (hours) => `Please come fasting: do not eat for at least ${hours} hours before.`,
  noFasting: 'No fasting is needed.',
  morningOnly: 'Sampling is possible in the morning only.',
  payment: 'Payment',
  paymentHeld: (until) => `Awaiting online payment; the time is held until ${until}.`,
  paymentDifference: (paid, difference, due) =>
    due
      ? `Paid online: ${paid}. The difference in the location's sampling fee (${difference}) is paid at the sampling.`
      : `Paid online: ${paid}. The difference in the location's sampling fee (${difference}) is refunded at the sampling.`,
  paymentPaid: 'Paid online.',
  paymentOnSite: 'Pay on site.',
  manage: 'Manage your booking',
  checkIn: {
    title: 'Check-in code',
    text: 'Show this QR code at the desk when you arrive (on your phone or printed).',
    alt: 'QR code for the desk',
  },
  links: {
    data: 'Fill in your details',
    editData: 'Change your details',
    time: 'Change the time',
    location: 'Change the location',
    cancel: 'Cancel the booking',
  },
  questions: 'Any questions?',
  callUs: (phone) => `Call us: ${phone}`,
  contactPage: 'How to reach us',
  rebook: 'You can book a new time on our website.',
  refund: 'Refund',
  refundStarted: (amount) =>
    `We have started a refund of the full amount (${amount}); depending on your bank it reaches your account within a few working days.`,
  refundWhy: 'We will not take money for this booking again.',
  calendarNote: 'Save the time to your calendar with the attached file.',
  confirm: {
    subject: 'Please confirm your booking',
    intro: 'Thank you for booking! One step is left: confirm that it was you who booked this time.',
    title: 'Confirmation',
    by: (until) =>
      `Please confirm your booking by ${until} with the button below; we hold the time for you until then. If you did not book it, do nothing: the booking lapses by itself.`,
    button: 'Confirm my booking',
  },
  eventSummary: (location) => `Laboratory sampling – ${location}`,
  signature: 'Kind regards, the Pannon Labor team',
  icsFilename: 'appointment.ics',
};

export const MAIL_MESSAGES: Record<Lang, MailMessages> = { hu, en };
