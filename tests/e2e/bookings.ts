import type { Page } from 'playwright-core';
import { demoInvoice, demoPerson } from '../fixtures/booking.mjs';
import { origin } from './browser';

/** The `data` of a GET answer of the site's API (the free dates and times, a booking read back). */
export const apiData = async (path: string) =>
  ((await (await fetch(`${origin()}${path}`)).json()) as { data: any }).data;

/**
 * An on-site booking at Váci út (location 1) through the API, as another visitor's browser makes it:
 * the page's __Host-XSRF-TOKEN cookie echoed as its header (decision 0006). Answers the HTTP status and,
 * for a booking made, its hash.
 */
export async function bookFromPage(
  page: Page,
  { date, minute, packages = [1], email }: { date: string; minute: number; packages?: number[]; email: string },
): Promise<{ status: number; hash?: string }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-XSRF-TOKEN')?.value;
  if (!token) throw new Error('No __Host-XSRF-TOKEN cookie: open a page of the site first');
  const res = await page.request.post('/api/whitetech/appointments/patient_appointment_post', {
    headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json' },
    data: {
      idempotency_key: crypto.randomUUID(),
      language: 'hu',
      location_id: 1,
      date,
      time: minute,
      package_ids: packages,
      test_ids: [],
      payment_type: 'ONSITE',
      person: { ...demoPerson, email },
      invoice: demoInvoice,
    },
  });
  const body = (await res.json()) as { data?: { hash: string } };
  return { status: res.status(), hash: body.data?.hash };
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
 * A confirmed on-site booking at the Váci út location (1) made through the API, as the site's own client
 * does (XSRF cookie + header), for a patient with an e-mail address of their own so a test finds their
 * mail; on the third offered day, clear of the change cut-off, at its `nth` free time (the first).
 */
export async function bookThroughApi(
  email: string,
  { packageIds = [1], nth = 0 }: { packageIds?: number[]; nth?: number } = {},
): Promise<{ hash: string } & Place> {
  const home = await fetch(`${origin()}/`);
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('No __Host-XSRF-TOKEN cookie');
  const query = `location_id=1&${packageIds.map((id) => `package_ids=${id}`).join('&')}`;
  const dates: string[] = await apiData(`/api/whitetech/web/available_dates?${query}`);
  const date = dates[2]!;
  const times: { minute: number }[] = await apiData(`/api/whitetech/web/available_times?${query}&date=${date}`);
  const minute = times[nth % times.length]!.minute;
  const res = await fetch(`${origin()}/api/whitetech/appointments/patient_appointment_post`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `__Host-XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({
      idempotency_key: `e2e-booking-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
      language: 'hu',
      location_id: 1,
      date,
      time: minute,
      package_ids: packageIds,
      test_ids: [],
      payment_type: 'ONSITE',
      person: { ...demoPerson, email },
      invoice: demoInvoice,
    }),
  });
  if (res.status !== 201) throw new Error(`Booking failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { hash: string } };
  return { hash: data.hash, location_id: 1, date, minute };
}
