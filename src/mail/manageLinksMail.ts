/**
 * The booking's manage links sent again (issue 15 point 8): a patient who lost the confirmation asked
 * for them with the booking's e-mail address and day. The same layout as every mail (layout.tsx), the
 * same four links as the booking mails (`manageLinks`), in the language the request was made in; it goes
 * only to the address the booking holds, so asking for it reaches nobody else.
 */
import type { Appointment } from '../domain/appointment';
import type { LabLocation } from '../domain/location';
import type { MailMessage } from '../domain/mail';
import { formatInstant } from '../i18n/dates';
import type { Lang } from '../i18n/lang';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { partyMessages } from '../i18n/partyMessages';
import { manageButtons, personName } from './bookingMails';
import { renderMail, type Section } from './layout';

const TEXTS: Record<Lang, { subject: string; intro: string; family: string; after: string }> = {
  hu: {
    subject: 'Foglalása kezelésének linkjei',
    intro:
      'Kérésére újra elküldjük foglalása linkjeit. Ezekkel kitöltheti vagy javíthatja adatait, módosíthatja az időpontot vagy a helyszínt, illetve lemondhatja a foglalást.',
    family:
      'Kérésére újra elküldjük foglalása linkjeit. A foglalásban szereplő minden személynek saját linkjei vannak: ezekkel kitöltheti vagy javíthatja az adatait, módosíthatja az időpontját vagy a helyszínét, illetve lemondhatja a foglalását.',
    after: 'Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül: foglalása nem változott.',
  },
  en: {
    subject: 'The links to manage your booking',
    intro:
      'As you asked, here are the links of your booking again. With them you can fill in or correct your details, change the time or the location, or cancel the booking.',
    family:
      'As you asked, here are the links of your booking again. Each person in the booking has their own links: with them you can fill in or correct their details, change their time or location, or cancel their booking.',
    after: 'If you did not ask for this e-mail, please ignore it: your booking has not changed.',
  },
};

type Place = Pick<LabLocation, 'id' | 'name' | 'address' | 'zip_code' | 'city'>;

export interface ManageLinksMailInput {
  /**
   * The bookings of one mail: one booking, or the people of a family booking at this address, the booker
   * first (decision 0055): one mail lists each with their own links.
   */
  people: Appointment[];
  /** Every location the people are booked at. */
  locations: Place[];
  lang: Lang;
  /** PUBLIC_ORIGIN, for the links. */
  origin: string;
}

const whenOf = (lang: Lang, appointment: Appointment) =>
  `${formatInstant(lang, appointment.starts_at, 'full')} ${formatInstant(lang, appointment.starts_at, 'time')}`;
const placeLines = (location: Place | undefined) =>
  location ? [location.name, `${location.zip_code} ${location.city}, ${location.address}`] : [];
const itemNames = (appointment: Appointment) =>
  [...appointment.examinations, ...appointment.parameters].map((item) => item.name);

/** One booking's sections: when, where, what, and its links. */
function oneBooking(appointment: Appointment, location: Place | undefined, lang: Lang, origin: string): Section[] {
  const m = MAIL_MESSAGES[lang];
  return [
    { title: m.when, lines: [whenOf(lang, appointment)] },
    { title: m.where, lines: placeLines(location) },
    { title: m.examinations, lines: itemNames(appointment) },
    { title: m.manage, lines: [], buttons: manageButtons(origin, lang, appointment.hash) },
  ];
}

/** A family booking's sections: each person with their time, place, examinations and own links. */
function eachPerson(people: Appointment[], locations: Place[], lang: Lang, origin: string): Section[] {
  const p = partyMessages(lang);
  return people.map((person) => ({
    title: p.mail.personHeading(personName(person.person, lang), formatInstant(lang, person.starts_at, 'time')),
    lines: [
      whenOf(lang, person),
      placeLines(locations.find((location) => location.id === person.location_id)).join(', '),
      ...itemNames(person),
    ],
    buttons: manageButtons(origin, lang, person.hash),
  }));
}

export async function manageLinksMail({ people, locations, lang, origin }: ManageLinksMailInput): Promise<MailMessage> {
  const t = TEXTS[lang];
  const m = MAIL_MESSAGES[lang];
  const [first] = people as [Appointment];
  const sections =
    people.length > 1
      ? eachPerson(people, locations, lang, origin)
      : oneBooking(
          first,
          locations.find((location) => location.id === first.location_id),
          lang,
          origin,
        );
  return {
    kind: 'manage_links',
    to: first.person.email,
    language: lang,
    appointmentId: first.id,
    ...(await renderMail({
      lang,
      origin,
      heading: t.subject,
      greeting: m.greeting(personName(first.person, lang)),
      intro: people.length > 1 ? t.family : t.intro,
      sections,
      outro: [t.after, m.signature],
    })),
    attachments: [],
  };
}
