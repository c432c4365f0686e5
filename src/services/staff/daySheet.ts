/**
 * The day sheet (issue 28 point 2): a sampling point's confirmed bookings of one day, as the desk works
 * through them: time, name, birth date, what is taken into which tubes, what the patient had to prepare,
 * family members together, what is paid and what is to pay here, and where each visit stands.
 */
import { cachedLocations, cachedPackages, cachedTests } from '../../backends/lab';
import { confirmedAppointmentsAt } from '../../db/appointments';
import { invoiceRequestsOf } from '../../db/invoiceRequests';
import { paidAmount } from '../../db/payments';
import { dayStamp, visitsOf } from '../../db/visits';
import { sha256Hex } from '../../lib/crypto';
import { isInfoSheetId, type InfoSheetId } from '../../data/infoSheets';
import type { Appointment } from '../../domain/appointment';
import type { LabFraction } from '../../domain/catalogue';
import type { PaymentMethod } from '../../domain/invoice';
import type { LabLocation } from '../../domain/location';
import { preparationOf, type Preparation } from '../../domain/preparation';
import type { VisitState } from '../../domain/staff';
import type { Bindings } from '../../env';
import type { Lang } from '../../i18n/lang';

export interface DaySheetItem {
  name: string;
  /** The sample types its tests are taken into ('Szérum', 'EDTA-s vér'), each once. */
  tubes: string[];
}

export interface DaySheetEntry {
  id: number;
  reference: string;
  time: string;
  durationMinutes: number;
  name: { first: string; last: string };
  birth: string;
  items: DaySheetItem[];
  /** Every tube the booking needs, each once: what the desk lays out. */
  tubes: string[];
  preparation: Preparation;
  infoSheets: InfoSheetId[];
  /** A family booking: its group and this person's place in it (0 the booker). */
  party: { id: string; position: number; size: number } | null;
  /**
   * Online: what the gateway took. On site: this person's total, and once the desk recorded it (on the
   * booker's booking, which a family pays on), how and the invoice's number when issued.
   */
  payment:
    | { type: 'ONLINE'; paid: number }
    | {
        type: 'ONSITE';
        due: number;
        payer: boolean;
        recorded: { method: PaymentMethod; number: string | null } | null;
      };
  visit: VisitState;
}

export interface DaySheet {
  location: LabLocation;
  date: string;
  entries: DaySheetEntry[];
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
const tubesOf = (fractions: LabFraction[]) => distinct(fractions.map((fraction) => fraction.sample_type));

/** The day sheet, or null for a location the lab does not have. */
export async function daySheet(env: Bindings, lang: Lang, locationId: number, date: string): Promise<DaySheet | null> {
  const [locations, bookings] = await Promise.all([
    cachedLocations(env, { language: lang, location_ids: [locationId] }),
    confirmedAppointmentsAt(env.DB, locationId, date),
  ]);
  const location = locations.find((candidate) => candidate.id === locationId);
  if (!location) return null;
  const packageIds = distinct(bookings.flatMap((b) => b.examinations.map((item) => String(item.id)))).map(Number);
  const testIds = distinct(bookings.flatMap((b) => b.parameters.map((item) => String(item.id)))).map(Number);
  const [packages, tests, visits, paid, invoices] = await Promise.all([
    packageIds.length ? cachedPackages(env, { language: lang, package_ids: packageIds }) : [],
    testIds.length ? cachedTests(env, { language: lang, test_ids: testIds }) : [],
    visitsOf(
      env.DB,
      bookings.map((b) => b.id),
    ),
    Promise.all(bookings.map((b) => (b.payment_type === 'ONLINE' ? paidAmount(env.DB, b.hash) : 0))),
    invoiceRequestsOf(
      env.DB,
      bookings.filter((b) => b.payment_type === 'ONSITE').map((b) => b.hash),
    ),
  ]);
  // An on-site payment's invoice request is the record that it was paid (services/invoices.ts).
  const onSite = new Map(
    invoices
      .filter((request) => request.kind === 'invoice' && request.payment_id === null)
      .map((request) => [request.appointment_hash, request]),
  );
  const packageOf = new Map(packages.map((item) => [item.id, item]));
  const testOf = new Map(tests.map((item) => [item.id, item]));
  const entries = bookings.map((booking, index): DaySheetEntry => {
    const booked = [
      ...booking.examinations.map((item) => ({ item, found: packageOf.get(item.id) })),
      ...booking.parameters.map((item) => ({ item, found: testOf.get(item.id) })),
    ];
    const items = booked.map(({ item, found }) => ({
      name: found?.name ?? item.name,
      tubes: tubesOf(found?.fractions ?? []),
    }));
    const sources = [
      ...booking.examinations.flatMap((item) => packageOf.get(item.id)?.tests ?? []),
      ...booking.parameters.flatMap((item) => testOf.get(item.id) ?? []),
    ];
    return {
      id: booking.id,
      reference: booking.reference,
      time: booking.time,
      durationMinutes: booking.duration_minutes,
      name: { first: booking.person.first_name, last: booking.person.last_name },
      birth: booking.person.birth,
      items,
      tubes: distinct(items.flatMap((item) => item.tubes)),
      preparation: preparationOf(sources),
      infoSheets: distinct(
        booking.examinations.map((item) => packageOf.get(item.id)?.info_sheet ?? '').filter(isInfoSheetId),
      ) as InfoSheetId[],
      party: booking.party
        ? { id: booking.party.id, position: booking.party.position, size: booking.party.size }
        : null,
      payment: paymentOf(booking, paid[index] ?? 0, onSite.get(booking.hash) ?? null),
      visit: visits.get(booking.id)?.state ?? 'booked',
    };
  });
  return { location, date, entries };
}

function paymentOf(
  booking: Appointment,
  paid: number,
  recorded: { draft: { paymentMethod: PaymentMethod } | null; number: string | null } | null,
): DaySheetEntry['payment'] {
  if (booking.payment_type === 'ONLINE') return { type: 'ONLINE', paid };
  return {
    type: 'ONSITE',
    due: booking.party && booking.party.position === 0 ? booking.party.total : booking.total,
    payer: (booking.party?.position ?? 0) === 0,
    recorded: recorded ? { method: recorded.draft?.paymentMethod ?? 'cash', number: recorded.number } : null,
  };
}

/** A short fingerprint of the day sheet: the page asks for it to know when to refresh itself. */
export async function daySheetVersion(env: Bindings, locationId: number, date: string): Promise<string> {
  return (await sha256Hex(await dayStamp(env.DB, locationId, date))).slice(0, 16);
}
