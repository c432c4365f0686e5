import type { Lang } from './lang';

/**
 * Strings of the page an on-site booking is confirmed on from its mail (issue 24; decision 0050). The
 * booking's labels are the hash-link pages' own (manageMessages.ts). Templates use {time}.
 */
export interface ConfirmMessages {
  title: string;
  intro: string;
  /** Held and waiting: until when, and what the button does. */
  waiting: string;
  /** The hold ran out before the press: the time is booked if still free. */
  lapsed: string;
  button: string;
  confirmedTitle: string;
  confirmed: string;
  /** The hold ran out and somebody else booked the time meanwhile. */
  notHonouredTitle: string;
  notHonoured: string;
  /** Past, online, or otherwise not a booking waiting for this. */
  notConfirmableTitle: string;
  notConfirmable: string;
  manage: string;
}

const hu: ConfirmMessages = {
  title: 'Foglalás megerősítése',
  intro: 'Ellenőrizze az adatokat, és erősítse meg, hogy Ön foglalta ezt az időpontot.',
  waiting:
    'Az időpontot {time}-ig tartjuk fenn Önnek. A megerősítéssel a foglalás végleges lesz. Ha nem Ön foglalt, ne tegyen semmit: a foglalás magától megszűnik.',
  lapsed:
    'A megerősítés ideje lejárt, ezért a helyet felszabadítottuk. Ha az időpont még szabad, a megerősítéssel most is lefoglalja.',
  button: 'Foglalásomat megerősítem',
  confirmedTitle: 'Foglalását megerősítette',
  confirmed:
    'Köszönjük! Foglalása végleges, az alábbi időpontban várjuk. Módosítani vagy lemondani a levélben kapott linkekkel tud.',
  notHonouredTitle: 'Az időpont már nem szabad',
  notHonoured:
    'A megerősítés ideje lejárt, és a helyet időközben más foglalta le. Kérjük, válasszon új időpontot; sajnáljuk a kellemetlenséget.',
  notConfirmableTitle: 'Ez a foglalás nem erősíthető meg',
  notConfirmable:
    'A foglalás már nem vár megerősítésre: időpontja elmúlt, vagy nem helyszíni fizetéssel készült. Új időpontot honlapunkon foglalhat.',
  manage: 'Foglalásom kezelése',
};

const en: ConfirmMessages = {
  title: 'Confirm your booking',
  intro: 'Check the details and confirm that it was you who booked this time.',
  waiting:
    'We hold this time for you until {time}. Confirming makes the booking final. If you did not book it, do nothing: the booking lapses by itself.',
  lapsed:
    'The time to confirm has run out, so the place was released. If the time is still free, confirming now books it.',
  button: 'Confirm my booking',
  confirmedTitle: 'Your booking is confirmed',
  confirmed:
    'Thank you! Your booking is final and we look forward to seeing you at the time below. You can change or cancel it with the links in your e-mail.',
  notHonouredTitle: 'The time is no longer free',
  notHonoured:
    'The time to confirm ran out and somebody else booked the place meanwhile. Please choose a new time; we are sorry for the trouble.',
  notConfirmableTitle: 'This booking cannot be confirmed',
  notConfirmable:
    'The booking is no longer waiting to be confirmed: its time has passed, or it was not booked to pay on site. You can book a new time on our website.',
  manage: 'Manage my booking',
};

export const confirmMessages = (lang: Lang): ConfirmMessages => (lang === 'en' ? en : hu);
