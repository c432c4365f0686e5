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
