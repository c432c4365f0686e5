/**
 * Strings of the booking's thank-you step (/idopontfoglalas-koszono, spec section 2, Booking flow): the
 * booking just made, how it is paid, and what comes next; part of BookingMessages. Templates use {time}.
 */
export interface ThanksMessages {
  thanksTitle: string;
  thanksIntro: string;
  thanksHeld: string;
  /** An on-site booking waiting for its patient to confirm it from the mail (decision 0050), with {time}. */
  thanksConfirm: string;
  thanksPaid: string;
  thanksEnded: string;
  /** How a booking made is paid, on the thank-you page: online by card, or on site. */
  paidHow: Record<'ONLINE' | 'ONSITE', string>;
  addToCalendar: string;
  bookingCode: string;
  newBooking: string;
  /** The checkmark hero of a confirmed booking (issue 25). */
  heroPaid: string;
  heroConfirmed: string;
  who: string;
  directions: string;
  locationPage: string;
  mapLink: string;
  manageTitle: string;
  manageLinks: { time: string; location: string; data: string; cancel: string };
}

export const thanksHu: ThanksMessages = {
  thanksTitle: 'Köszönjük a foglalást!',
  thanksIntro:
    'Foglalását rögzítettük. Alább találja a részleteket és a felkészülési tudnivalókat; az időpontot a naptárába is elmentheti.',
  thanksHeld: 'Az időpontot {time}-ig tartjuk fenn; a foglalás az online fizetéssel válik véglegessé.',
  thanksConfirm:
    'Még egy lépés: e-mailt küldtünk Önnek. A foglalás a levélben lévő „Foglalásomat megerősítem” gombbal válik véglegessé; {time}-ig tartjuk fenn Önnek az időpontot. Ha nem érkezik meg a levél, nézze meg a levélszemét mappát is.',
  thanksPaid: 'Az online fizetés sikerült, a foglalás végleges. A visszaigazolást e-mailben is elküldjük.',
  thanksEnded: 'Ez a foglalás már nem érvényes: lemondták, vagy lejárt, mielőtt a fizetés megérkezett.',
  paidHow: { ONLINE: 'Online, bankkártyával', ONSITE: 'A helyszínen, a mintavételkor' },
  addToCalendar: 'Hozzáadás a naptárhoz (.ics)',
  bookingCode: 'Foglalási azonosító',
  newBooking: 'Új foglalás',
  heroPaid: 'Kifizetve – foglalása végleges',
  heroConfirmed: 'Foglalását rögzítettük, időpontja végleges',
  who: 'Páciens',
  directions: 'Hogyan talál oda?',
  locationPage: 'A helyszín oldala',
  mapLink: 'Megnyitás térképen',
  manageTitle: 'Teendők és a foglalás kezelése',
  manageLinks: {
    time: 'Időpont módosítása',
    location: 'Helyszín módosítása',
    data: 'Adatok módosítása',
    cancel: 'Időpont törlése',
  },
};

export const thanksEn: ThanksMessages = {
  thanksTitle: 'Thank you for booking!',
  thanksIntro:
    'Your booking is recorded. The details and how to prepare are below; you can also save the time to your calendar.',
  thanksHeld: 'We hold this time for you until {time}; the booking becomes final with the online payment.',
  thanksConfirm:
    'One more step: we have sent you an e-mail. Your booking becomes final with its “Confirm my booking” button; we hold the time for you until {time}. If the mail does not arrive, look in your spam folder too.',
  thanksPaid: 'Your online payment went through and your booking is final. The confirmation is on its way by e-mail.',
  thanksEnded: 'This booking is no longer valid: it was cancelled, or its hold ran out before the payment arrived.',
  paidHow: { ONLINE: 'Online, by card', ONSITE: 'On site, at the sampling' },
  addToCalendar: 'Add to calendar (.ics)',
  bookingCode: 'Booking reference',
  newBooking: 'New booking',
  heroPaid: 'Paid – your booking is final',
  heroConfirmed: 'Your booking is recorded and final',
  who: 'Patient',
  directions: 'How to get there',
  locationPage: 'The location’s page',
  mapLink: 'Open in a map',
  manageTitle: 'Next steps and managing your booking',
  manageLinks: {
    time: 'Change the time',
    location: 'Change the location',
    data: 'Change your details',
    cancel: 'Cancel the booking',
  },
};
