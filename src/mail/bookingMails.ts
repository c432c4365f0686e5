/**
 * The booking e-mails (issue: the mail port): confirmation, reminder, change, cancellation and refund, in the
 * booking's language, each as one list of sections in the shared layout (./layout.tsx, decision 0041),
 * rendered as HTML and as plain text, with the four manage links as buttons. Times are Europe/Budapest
 * wall clock.
 */
import type { MailContent, BookingMailKind, MailMessage } from '../domain/mail';
import { cachedLocations, cachedPackages, cachedTests } from '../backends/lab';
import { type Appointment, awaitsConfirmation, type PartyPerson } from '../domain/appointment';
import { confirmationPath, confirmationToken } from '../services/bookingConfirmation';
import type { LabLocation } from '../domain/location';
import { calendarEvent } from '../domain/ics';
import { paidAmount } from '../db/payments';
import { refundsOf } from '../db/refunds';
import { type PreparationSource, preparationOf } from '../domain/preparation';
import { formatPrice } from '../domain/prices';
import { INFO_SHEETS, type InfoSheetId, infoSheetPath, isInfoSheetId } from '../data/infoSheets';
import type { Bindings } from '../env';
import { textToBase64 } from '../lib/crypto';
import { type Lang, localePath } from '../i18n/lang';
import { infoSheetMessages } from '../i18n/infoSheetMessages';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { type MailButton, renderMail, type Section } from './layout';
import { formatDay, formatInstant } from '../i18n/dates';
import { familyMoveMessages } from '../i18n/familyMoveMessages';
import { personName } from '../domain/party';
import type { ExpectedResultsAnswer } from '../domain/expectedResults';
import { appointmentResults } from '../services/expectedResults';
import { resultsSection } from './resultsSection';
import { moneySection, referenceSection } from './moneySection';
import { servicePhone } from '../services/contact';
import { checkInCode, checkInImagePath } from '../services/checkInCode';
import { requiredFields } from '../domain/personValidation';
import { emptyInvoice, emptyPerson } from '../domain/person';

export interface BookingMailInput {
  appointment: Appointment;
  location: Pick<LabLocation, 'name' | 'address' | 'zip_code' | 'city' | 'gps_latitude' | 'gps_longitude'>;
  /** The booked packages' tests and the single tests: what the preparation is worked out from. */
  preparation: PreparationSource[];
  /** PUBLIC_ORIGIN, for the manage-by-link addresses. */
  origin: string;
  /** Forints paid online; differs from the total after a move to a location with another sampling fee. */
  paid?: number;
  /** Forints whose refund has been started (a cancelled paid booking, or a payment not honoured). */
  refunded?: number;
  /** The ICS file's DTSTAMP. */
  now?: Date;
  /** The patient information sheets of the booked examinations (the genetic and PCR tests). */
  infoSheets?: InfoSheetId[];
  /** When the results are expected (docs/decisions/0046); none when not known. */
  expected?: ExpectedResultsAnswer | null;
  /** An on-site booking waiting for its patient's confirmation: the mail's own link (decision 0050). */
  confirmLink?: string;
  /** A family booking's change: who was moved and who kept their time (decision 0055). */
  partyMove?: { moved: PartyPerson[]; staying: PartyPerson[] };
  /** The customer service's phone number (src/services/contact.ts); null or absent without one. */
  phone?: string | null;
  /** A confirmed booking's check-in QR code, the image's address (src/services/checkInCode.ts). */
  checkInImage?: string;
}

const formatWhen = (lang: Lang, iso: string) => ({
  date: formatInstant(lang, iso, 'full'),
  time: formatInstant(lang, iso, 'time'),
});

/** The four manage-by-link pages (each under /en in English). */
export function manageLinks(origin: string, lang: Lang, hash: string) {
  const link = (path: string) => `${origin}${localePath(lang, `${path}/${hash}`)}`;
  return {
    data: link('/adatkitoltes'),
    time: link('/idopontmodositas'),
    location: link('/helyszinmodositas'),
    cancel: link('/idopont-torles'),
  };
}

/** Whether the booking lacks a detail the booking form requires (one made elsewhere, or a companion's). */
export function missingDetails(booking: Pick<Appointment, 'person' | 'invoice'>): boolean {
  const person = { ...emptyPerson(), ...booking.person };
  const invoice = { ...emptyInvoice(), ...booking.invoice };
  const values: Record<string, unknown> = { ...person, ...invoice };
  return [...requiredFields({ person, invoice })].some((field) => !String(values[field] ?? '').trim());
}

/**
 * The manage links as buttons. The main one fits the booking (issue 25): filling in the details only
 * when some are missing, otherwise changing the time; cancelling, the one that undoes the booking, drawn
 * apart in the warning colour.
 */
export function manageButtons(origin: string, lang: Lang, hash: string, missing = true): MailButton[] {
  const m = MAIL_MESSAGES[lang];
  const links = manageLinks(origin, lang, hash);
  const order = missing
    ? (['data', 'time', 'location', 'cancel'] as const)
    : (['time', 'location', 'data', 'cancel'] as const);
  return order.map((key, index) => ({
    text: key === 'data' && !missing ? m.links.editData : m.links[key],
    href: links[key],
    tone: key === 'cancel' ? 'caution' : index === 0 ? 'primary' : 'secondary',
  }));
}

/** Whom to call with a question: the customer service's number, or the contact page without one. */
export function contactSection(input: Pick<BookingMailInput, 'origin' | 'phone'>, lang: Lang): Section {
  const m = MAIL_MESSAGES[lang];
  const line = input.phone
    ? { text: m.callUs(input.phone), href: `tel:${input.phone.replace(/[^\d+]/g, '')}` }
    : { text: m.contactPage, href: `${input.origin}${localePath(lang, '/kapcsolat')}` };
  return { title: m.questions, lines: [line] };
}

/**
 * The confirmation a booking still waits for (decision 0050), first in its mail: until when, and the
 * button; none for a booking that needs none.
 */
export function confirmSection(input: BookingMailInput, lang: Lang): Section[] {
  const until = input.appointment.hold_expires_at;
  if (!input.confirmLink || !until) return [];
  const m = MAIL_MESSAGES[lang].confirm;
  const when = formatWhen(lang, until);
  return [
    {
      title: m.title,
      lines: [m.by(`${when.date} ${when.time}`)],
      buttons: [{ text: m.button, href: input.confirmLink, tone: 'primary' }],
    },
  ];
}

/** The heading and introduction of a confirmation, or of one that asks to be confirmed. */
export const confirmationWords = (kind: BookingMailKind, input: BookingMailInput, lang: Lang) => {
  const m = MAIL_MESSAGES[lang];
  const asks = kind === 'confirmation' && !!input.confirmLink;
  return { heading: asks ? m.confirm.subject : m.subjects[kind], intro: asks ? m.confirm.intro : m.intros[kind] };
};

function sections(kind: BookingMailKind, input: BookingMailInput, lang: Lang): Section[] {
  const { appointment, location } = input;
  const m = MAIL_MESSAGES[lang];
  const when = formatWhen(lang, appointment.starts_at);
  const { gps_latitude: lat, gps_longitude: lon } = location;
  const map = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  const items = [...appointment.examinations, ...appointment.parameters];
  const ended = kind === 'cancellation' || kind === 'refund';
  const list: Section[] = [
    ...(kind === 'confirmation' ? confirmSection(input, lang) : []),
    referenceSection(appointment, lang),
    ...(input.checkInImage && !ended ? [checkInSection(input.checkInImage, lang)] : []),
    { title: m.when, lines: [`${when.date} ${when.time}`] },
    ...(kind === 'change' ? partyMoveSections(input, lang) : []),
    {
      title: m.where,
      lines: [location.name, `${location.zip_code} ${location.city}, ${location.address}`, { text: m.map, href: map }],
    },
    // A live booking's money, every line to its total (decision 0056); an ended one's examinations only.
    ended
      ? {
          title: m.examinations,
          lines: items.map((item) => ({ text: item.name, value: formatPrice(item.price, lang) })),
        }
      : moneySection(appointment, input.paid ?? 0, lang),
  ];
  const rebook = { title: '', lines: [{ text: m.rebook, href: `${input.origin}${localePath(lang, '/')}` }] };
  const refund = input.refunded
    ? [{ title: m.refund, lines: [m.refundStarted(formatPrice(input.refunded, lang)), m.refundWhy] }]
    : [];
  if (ended) return [...list, ...refund, rebook, contactSection(input, lang)];
  list.push(...resultsSection(input.expected, appointment, lang));

  const prep = preparationOf(input.preparation);
  list.push({
    title: m.preparation,
    lines: [
      prep.fastingHours > 0 ? m.fasting(prep.fastingHours) : m.noFasting,
      ...(prep.morningOnly ? [m.morningOnly] : []),
      ...prep.notes,
    ],
  });
  if (input.infoSheets?.length)
    list.push({
      title: infoSheetMessages(lang).mailTitle,
      lines: input.infoSheets.map((sheet) => ({
        text: INFO_SHEETS[lang][sheet].title,
        href: `${input.origin}${infoSheetPath(lang, sheet, appointment.hash)}`,
      })),
    });
  list.push(
    {
      title: m.manage,
      lines: [],
      buttons: manageButtons(input.origin, lang, appointment.hash, missingDetails(appointment)),
    },
    contactSection(input, lang),
  );
  return list;
}

/** The QR code the desk scans at arrival, with what to do with it. */
function checkInSection(image: string, lang: Lang): Section {
  const words = MAIL_MESSAGES[lang].checkIn;
  return { title: words.title, lines: [words.text, { text: words.alt, image, size: 148 }] };
}

/** A family booking's change mail says who was moved, and who kept their earlier time (decision 0055). */
function partyMoveSections({ partyMove }: BookingMailInput, lang: Lang): Section[] {
  if (!partyMove) return [];
  const f = familyMoveMessages(lang);
  const line = (person: PartyPerson) =>
    `${personName(person, lang)} – ${formatDay(lang, person.date, 'weekday')}, ${person.time}`;
  return [
    { title: f.movedTitle, lines: partyMove.moved.map(line) },
    ...(partyMove.staying.length ? [{ title: f.stayTitle, lines: partyMove.staying.map(line) }] : []),
  ];
}

/**
 * The payment line of a booking as the manage pages state it: on site, held for online payment, paid,
 * or paid with a difference. The mails state their money by moneySection (decision 0056).
 */
export function paymentStatus(
  { appointment, paid = 0 }: Pick<BookingMailInput, 'appointment' | 'paid'>,
  lang: Lang,
): string {
  const m = MAIL_MESSAGES[lang];
  const difference = appointment.total - paid;
  if (appointment.payment_type === 'ONLINE' && appointment.status === 'confirmed' && paid > 0 && difference !== 0) {
    return m.paymentDifference(formatPrice(paid, lang), formatPrice(Math.abs(difference), lang), difference > 0);
  }
  if (appointment.payment_type === 'ONSITE') return m.paymentOnSite;
  if (appointment.status === 'held' && appointment.hold_expires_at) {
    const until = formatWhen(lang, appointment.hold_expires_at);
    return m.paymentHeld(`${until.date} ${until.time}`);
  }
  return m.paymentPaid;
}

export { personName };

/** The ICS file (RFC 5545, with its alarm); the UID stays the same across changes so calendars update. */
function calendarFile(input: BookingMailInput, lang: Lang, host: string) {
  const { appointment, location } = input;
  const m = MAIL_MESSAGES[lang];
  const ics = calendarEvent({
    uid: `appointment-${appointment.id}@${host}`,
    start: appointment.starts_at,
    durationMinutes: appointment.duration_minutes,
    summary: m.eventSummary(location.name),
    location: `${location.name}, ${location.zip_code} ${location.city}, ${location.address}`,
    description: [...appointment.examinations, ...appointment.parameters].map((item) => item.name).join(', '),
    now: input.now,
  });
  return {
    filename: m.icsFilename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: textToBase64(ics),
  };
}

/** One booking e-mail's subject, parts and attachments in the booking's language. */
export async function bookingMailContent(kind: BookingMailKind, input: BookingMailInput): Promise<MailContent> {
  const lang: Lang = input.appointment.language === 'en' ? 'en' : 'hu';
  const m = MAIL_MESSAGES[lang];
  // A data change leaves the calendar entry as it was: no new invitation.
  // A booking still waiting for its confirmation gets no calendar entry yet: it may lapse (decision 0050).
  const withCalendar = (kind === 'confirmation' || kind === 'change') && !input.confirmLink;
  const when = formatWhen(lang, input.appointment.starts_at);
  const { heading, intro } = confirmationWords(kind, input, lang);
  return {
    ...(await renderMail({
      lang,
      origin: input.origin,
      heading,
      preview: `${when.date} ${when.time} · ${input.location.name}`,
      greeting: m.greeting(personName(input.appointment.person, lang)),
      intro,
      sections: sections(kind, input, lang),
      outro: [...(withCalendar ? [m.calendarNote] : []), m.signature],
    })),
    attachments: withCalendar ? [calendarFile(input, lang, new URL(input.origin).host)] : [],
  };
}

export const confirmationMail = (input: BookingMailInput) => bookingMailContent('confirmation', input);
export const reminderMail = (input: BookingMailInput) => bookingMailContent('reminder', input);
export const changeMail = (input: BookingMailInput) => bookingMailContent('change', input);
export const cancellationMail = (input: BookingMailInput) => bookingMailContent('cancellation', input);

/** The message for sendMail: the content addressed to the person who booked. */
export async function bookingMail(kind: BookingMailKind, input: BookingMailInput): Promise<MailMessage> {
  const { appointment } = input;
  return {
    ...(await bookingMailContent(kind, input)),
    kind,
    to: appointment.person.email,
    language: appointment.language === 'en' ? 'en' : 'hu',
    appointmentId: appointment.id,
  };
}

/** Reads what the mails need besides the appointment: its location and the booked items' preparation. */
export async function loadBookingMailInput(env: Bindings, appointment: Appointment): Promise<BookingMailInput> {
  const language = appointment.language;
  const packageIds = appointment.examinations.map((item) => item.id);
  const testIds = appointment.parameters.map((item) => item.id);
  const [locations, packages, tests, paid, refunds, phone] = await Promise.all([
    cachedLocations(env, { language, location_ids: [appointment.location_id] }),
    packageIds.length ? cachedPackages(env, { language, package_ids: packageIds }) : [],
    testIds.length ? cachedTests(env, { language, test_ids: testIds }) : [],
    appointment.payment_type === 'ONLINE' ? paidAmount(env.DB, appointment.hash) : 0,
    refundsOf(env.DB, appointment.hash),
    servicePhone(env, language === 'en' ? 'en' : 'hu'),
  ]);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const location = locations.find((candidate) => candidate.id === appointment.location_id);
  if (!location) throw new Error(`Location ${appointment.location_id} of appointment ${appointment.id} not found`);
  const preparation = [...packages.flatMap((item) => item.tests), ...tests];
  const infoSheets = [...new Set(packages.map((item) => item.info_sheet).filter(isInfoSheetId))];
  const expected = await appointmentResults(env, appointment, packages, tests);
  // The booker's confirms a family booking whole; the others' bookings follow it (decision 0050).
  const confirmLink =
    awaitsConfirmation(appointment) && (appointment.party?.position ?? 0) === 0
      ? `${env.PUBLIC_ORIGIN}${localePath(language, confirmationPath(appointment.hash, await confirmationToken(env, appointment.hash)))}`
      : undefined;
  const checkInImage =
    appointment.status === 'confirmed'
      ? `${env.PUBLIC_ORIGIN}${checkInImagePath(
          await checkInCode(env, {
            appointmentId: appointment.id,
            date: appointment.date,
            locationId: appointment.location_id,
          }),
        )}`
      : undefined;
  return {
    ...{ appointment, location, preparation, origin: env.PUBLIC_ORIGIN, paid, refunded, infoSheets, expected, phone },
    ...(confirmLink ? { confirmLink } : {}),
    ...(checkInImage ? { checkInImage } : {}),
  };
}
