import type { Page } from 'playwright-core';
import { solvedProof } from '../../scripts/lib/challenge.mjs';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { clientAddress, origin } from './browser';
import { confirmThroughMail } from './outbox';

const BOOK = '/api/whitetech/appointments/patient_appointment_post';

/** The `data` of a GET answer of the site's API (the free dates and times, a booking read back). */
export const apiData = async (path: string) =>
  ((await (await fetch(`${origin()}${path}`)).json()) as { data: any }).data;

/** Where and when a booking at Váci út (location 1) is, of which packages, for whom (a fresh patient's fields). */
interface OnSite {
  date: string;
  minute: number;
  packages?: number[];
  person?: Record<string, unknown>;
  /** A family booking's other people (decision 0048). */
  people?: { package_ids: number[]; person: Record<string, unknown> }[];
}

/** The request of an on-site booking at Váci út for a patient of their own (decision 0050), with `person`'s fields. */
const onSiteBooking = ({ date, minute, packages = [1], person = {}, people }: OnSite) => ({
  idempotency_key: crypto.randomUUID(),
  language: 'hu',
  location_id: 1,
  date,
  time: minute,
  package_ids: packages,
  test_ids: [],
  payment_type: 'ONSITE',
  person: freshPatient(person),
  invoice: demoInvoice,
  ...(people ? { people } : {}),
});

/**
 * An on-site booking through the API from this page's browser: its __Host-XSRF-TOKEN cookie echoed as
 * its header (decision 0006), its client address (page.request sends the context's headers) and a solved
 * challenge, as the summary sends it (decision 0051). Answers the HTTP status and, for a booking made,
 * its hash; an anonymous one is held until its mail is confirmed.
 */
export async function bookFromPage(page: Page, booking: OnSite): Promise<{ status: number; hash?: string }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-XSRF-TOKEN')?.value;
  if (!token) throw new Error('No __Host-XSRF-TOKEN cookie: open a page of the site first');
  const res = await page.request.post(BOOK, {
    headers: {
      'x-xsrf-token': decodeURIComponent(token),
      'x-challenge': await solvedProof(origin()),
      accept: 'application/json',
    },
    data: onSiteBooking(booking),
  });
  const body = (await res.json()) as { data?: { hash: string } };
  return { status: res.status(), hash: body.data?.hash };
}

/**
 * An on-site booking through the API by another visitor: a browser of its own (a fresh XSRF cookie), an
 * address of its own and a solved challenge, so no limit of one visitor's reaches another's. Held until
 * its patient confirms it from the mail.
 */
export async function bookAsAnotherVisitor(booking: OnSite): Promise<{ status: number; hash?: string; body: string }> {
  const address = { 'cf-connecting-ip': clientAddress() };
  const home = await fetch(`${origin()}/`, { headers: address });
  await home.arrayBuffer();
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('No __Host-XSRF-TOKEN cookie');
  const res = await fetch(`${origin()}${BOOK}`, {
    method: 'POST',
    headers: {
      ...address,
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `__Host-XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
      'x-challenge': await solvedProof(origin()),
    },
    body: JSON.stringify(onSiteBooking(booking)),
  });
  const body = await res.text();
  const hash = res.status === 201 ? (JSON.parse(body) as { data: { hash: string } }).data.hash : undefined;
  return { status: res.status, hash, body };
}

/** A free time as the time step's API answers it. */
export interface FreeTime {
  time: string;
  minute: number;
  starts_at: string;
  free: number;
}

/** The Alap laborcsomag's free days and a day's free times at Váci út (location 1), as the time step asks. */
const FREE_QUERY = 'location_id=1&package_ids=1';
export const freeDates = (): Promise<string[]> => apiData(`/api/whitetech/web/available_dates?${FREE_QUERY}`);
export const freeTimes = (date: string): Promise<FreeTime[]> =>
  apiData(`/api/whitetech/web/available_times?${FREE_QUERY}&date=${date}`);

/** Where and when a booking is. */
export interface Place {
  location_id: number;
  date: string;
  minute: number;
}

/**
 * A confirmed on-site booking at the Váci út location (1) made through the API by another visitor, for
 * a patient of their own with the e-mail address `email`, so a test finds their mail; confirmed from
 * that mail as the patient does (decision 0050). On the third offered day, clear of the change cut-off,
 * at its `nth` free time (the first).
 */
export async function bookThroughApi(
  email: string,
  { packageIds = [1], nth = 0 }: { packageIds?: number[]; nth?: number } = {},
): Promise<{ hash: string } & Place> {
  const query = `location_id=1&${packageIds.map((id) => `package_ids=${id}`).join('&')}`;
  const dates: string[] = await apiData(`/api/whitetech/web/available_dates?${query}`);
  const date = dates[2]!;
  const times: { minute: number }[] = await apiData(`/api/whitetech/web/available_times?${query}&date=${date}`);
  const minute = times[nth % times.length]!.minute;
  const made = await bookAsAnotherVisitor({ date, minute, packages: packageIds, person: { email } });
  if (made.status !== 201) throw new Error(`Booking failed: ${made.status} ${made.body}`);
  await confirmThroughMail(email);
  return { hash: made.hash!, location_id: 1, date, minute };
}

/**
 * A confirmed on-site family booking at Váci út (1): the booker (`email`) with the Alap laborcsomag and
 * two children with the children's package, from the `nth` time the whole group fits at on the third
 * offered day. Answers everyone's hash and first name, the booker's first.
 */
export async function bookFamilyThroughApi(email: string, nth = 0) {
  const query = 'location_id=1&package_ids=1&party=33;33';
  const dates: string[] = await apiData(`/api/whitetech/web/available_dates?${query}`);
  const date = dates[2]!;
  const times: { minute: number }[] = await apiData(`/api/whitetech/web/available_times?${query}&date=${date}`);
  const child = (first_name: string) => ({
    package_ids: [33],
    person: { ...freshPatient({ first_name, birth: '2016-09-01' }), email: '', phone_number: '' },
  });
  const made = await bookAsAnotherVisitor({
    date,
    minute: times[nth % times.length]!.minute,
    person: { email, first_name: 'Éva' },
    people: [child('Bence'), child('Csilla')],
  });
  if (made.status !== 201) throw new Error(`Family booking failed: ${made.status} ${made.body}`);
  await confirmThroughMail(email);
  const members = (JSON.parse(made.body) as { data: { party: { members: { hash: string; person: any }[] } } }).data
    .party.members;
  return {
    date,
    people: members.map((member) => ({ hash: member.hash, first_name: member.person.first_name as string })),
  };
}
