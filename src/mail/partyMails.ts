/**
 * A family booking's e-mails (issue 17 point 3; docs/decisions/0048): one message to the booker that
 * lists each person with their own time, examinations, preparation, information sheets and manage links
 * (each person's booking is changed or cancelled on its own), in the shared layout (./layout.tsx,
 * decision 0041). The confirmation, the reminder and the refund of a group's payment that could not be
 * kept; a change or a cancellation concerns one person and is that person's own mail (./bookingMails.ts).
 */
import type { Appointment } from '../domain/appointment';
import { calendarEvent } from '../domain/ics';
import type { MailContent, MailMessage } from '../domain/mail';
import { preparationOf } from '../domain/preparation';
import { formatPrice } from '../domain/prices';
import { INFO_SHEETS, infoSheetPath } from '../data/infoSheets';
import type { Bindings } from '../env';
import { formatInstant } from '../i18n/dates';
import { infoSheetMessages } from '../i18n/infoSheetMessages';
import type { Lang } from '../i18n/lang';
import { localePath } from '../i18n/lang';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { partyMessages } from '../i18n/partyMessages';
import { howCounted, resultsMessages } from '../i18n/resultsMessages';
import { textToBase64 } from '../lib/crypto';
import {
  type BookingMailInput,
  confirmationWords,
  confirmSection,
  loadBookingMailInput,
  contactSection,
  manageButtons,
  missingDetails,
  personName,
} from './bookingMails';
import { renderMail, type Section } from './layout';
import { resultsSection } from './resultsSection';
import { moneySection, referenceSection } from './moneySection';

export type PartyMailKind = 'confirmation' | 'reminder' | 'refund';

/** The mails that speak of the whole group at once. */
export const isPartyMailKind = (kind: string): kind is PartyMailKind =>
  kind === 'confirmation' || kind === 'reminder' || kind === 'refund';

/** A person's part: their time, examinations, preparation, sheets and their own manage links. */
function personSection(kind: PartyMailKind, input: BookingMailInput, lang: Lang): Section {
  const { appointment } = input;
  const m = MAIL_MESSAGES[lang];
  const p = partyMessages(lang);
  const items = [...appointment.examinations, ...appointment.parameters];
  // The examinations with their prices stand in the money section (decision 0056), but for a refund.
  const lines: Section['lines'] =
    kind === 'refund' ? items.map((item) => ({ text: item.name, value: formatPrice(item.price, lang) })) : [];
  if (kind !== 'refund') {
    const prep = preparationOf(input.preparation);
    lines.push(
      `${m.preparation}: ${prep.fastingHours > 0 ? m.fasting(prep.fastingHours) : m.noFasting}`,
      ...(prep.morningOnly ? [m.morningOnly] : []),
      ...prep.notes,
      ...(input.infoSheets ?? []).map((sheet) => ({
        text: `${infoSheetMessages(lang).mailTitle}: ${INFO_SHEETS[lang][sheet].title}`,
        href: `${input.origin}${infoSheetPath(lang, sheet, appointment.hash)}`,
      })),
      // When this person's results are expected; how it is counted is said once, after everyone.
      ...(resultsSection(input.expected, appointment, lang)[0]?.lines.slice(0, -1) ?? []),
    );
  }
  return {
    title: p.mail.personHeading(
      personName(appointment.person, lang),
      formatInstant(lang, appointment.starts_at, 'time'),
    ),
    lines,
    ...(kind === 'refund'
      ? {}
      : { buttons: manageButtons(input.origin, lang, appointment.hash, missingDetails(appointment)) }),
  };
}

function sections(kind: PartyMailKind, inputs: BookingMailInput[], lang: Lang): Section[] {
  const [booker] = inputs as [BookingMailInput];
  const { location } = booker;
  const m = MAIL_MESSAGES[lang];
  const p = partyMessages(lang);
  const first = inputs.map((input) => input.appointment.starts_at).sort()[0]!;
  const { gps_latitude: lat, gps_longitude: lon } = location;
  const list: Section[] = [
    ...(kind === 'confirmation' ? confirmSection(booker, lang) : []),
    referenceSection(booker.appointment, lang),
    {
      title: p.mail.arrival,
      lines: [`${formatInstant(lang, first, 'full')} ${formatInstant(lang, first, 'time')}`, p.mail.arriveTogether],
    },
    {
      title: m.where,
      lines: [
        location.name,
        `${location.zip_code} ${location.city}, ${location.address}`,
        { text: m.map, href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}` },
      ],
    },
    ...inputs.map((input) => personSection(kind, input, lang)),
  ];
  if (kind !== 'refund' && booker.expected)
    list.push({ title: resultsMessages(lang).mailTitle, lines: [howCounted(lang, booker.expected.cutoff)] });
  if (kind === 'refund') {
    const refunded = inputs.reduce((sum, input) => sum + (input.refunded ?? 0), 0);
    list.push(
      { title: m.refund, lines: [m.refundStarted(formatPrice(refunded, lang)), m.refundWhy] },
      { title: '', lines: [{ text: m.rebook, href: `${booker.origin}${localePath(lang, '/')}` }] },
      contactSection(booker, lang),
    );
    return list;
  }
  // Everyone's lines to the one total the group pays (decision 0056), the people of `inputs` only.
  const group = {
    ...booker.appointment,
    party: { ...booker.appointment.party!, members: inputs.map((i) => i.appointment) },
  };
  const paid = inputs.reduce((sum, input) => sum + (input.paid ?? 0), 0);
  list.push(
    moneySection(group, paid, lang),
    { title: m.manage, lines: [p.mail.manageOwn] },
    contactSection(booker, lang),
  );
  return list;
}

/** One calendar entry for the visit: from the first person's start to the last one's end. */
function calendarFile(inputs: BookingMailInput[], lang: Lang, host: string) {
  const m = MAIL_MESSAGES[lang];
  const booker = inputs[0]!;
  const start = Math.min(...inputs.map((input) => Date.parse(input.appointment.starts_at)));
  const end = Math.max(
    ...inputs.map((input) => Date.parse(input.appointment.starts_at) + input.appointment.duration_minutes * 60_000),
  );
  const { location } = booker;
  const ics = calendarEvent({
    uid: `appointment-${booker.appointment.id}@${host}`,
    start: new Date(start).toISOString(),
    durationMinutes: Math.round((end - start) / 60_000),
    summary: partyMessages(lang).mail.eventSummary(location.name, inputs.length),
    location: `${location.name}, ${location.zip_code} ${location.city}, ${location.address}`,
    description: inputs
      .map(({ appointment }) =>
        [
          personName(appointment.person, lang),
          ...[...appointment.examinations, ...appointment.parameters].map((i) => i.name),
        ].join(', '),
      )
      .join('\n'),
    now: booker.now,
  });
  return {
    filename: m.icsFilename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: textToBase64(ics),
  };
}

/** The group's message in the booker's language: everyone's part, one calendar entry for the visit. */
export async function partyMailContent(kind: PartyMailKind, inputs: BookingMailInput[]): Promise<MailContent> {
  const booker = inputs[0]!.appointment;
  const lang: Lang = booker.language === 'en' ? 'en' : 'hu';
  const m = MAIL_MESSAGES[lang];
  // Not while the group waits for its confirmation: it may lapse (decision 0050).
  const withCalendar = kind === 'confirmation' && !inputs[0]!.confirmLink;
  return {
    ...(await renderMail({
      lang,
      origin: inputs[0]!.origin,
      heading: confirmationWords(kind, inputs[0]!, lang).heading,
      preview: `${formatInstant(lang, booker.starts_at, 'full')} · ${inputs[0]!.location.name}`,
      greeting: m.greeting(personName(booker.person, lang)),
      intro:
        inputs[0]!.confirmLink && kind === 'confirmation' ? m.confirm.intro : partyMessages(lang).mail.intros[kind],
      sections: sections(kind, inputs, lang),
      outro: [...(withCalendar ? [m.calendarNote] : []), m.signature],
    })),
    attachments: withCalendar ? [calendarFile(inputs, lang, new URL(inputs[0]!.origin).host)] : [],
  };
}

/** The message to the first of `people` (the booker, or whoever of the group is left first). */
export async function partyMail(env: Bindings, kind: PartyMailKind, people: Appointment[]): Promise<MailMessage> {
  const inputs = await Promise.all(people.map((person) => loadBookingMailInput(env, person)));
  const first = people[0]!;
  return {
    ...(await partyMailContent(kind, inputs)),
    kind,
    to: first.person.email,
    language: first.language === 'en' ? 'en' : 'hu',
    appointmentId: first.id,
  };
}
