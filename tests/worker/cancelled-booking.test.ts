import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, sendJson } from './helpers';
import { heldBooking, paidBooking, refundsOfBooking, startIdsAt } from './paymentFixtures';

// A cancelled booking's hash-link pages say what happens to its money (issue 15 point 6; decision 0019:
// a paid booking cancelled by its link is refunded in full through the gateway, retried until accepted).
startIdsAt(9400);

const cancel = (hash: string) =>
  sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${hash}`, {});

/** The money part of the page at one of the booking's links: its kind and its text. */
async function money(hash: string, path = '/idopont-torles', prefix = '') {
  const res = await SELF.fetch(`${ORIGIN}${prefix}${path}/${hash}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const section = /<section[^>]*data-cancelled-money="(\w+)"[^>]*>([^]*?)<\/section>/.exec(html);
  expect(section, 'the money section').not.toBeNull();
  return { kind: section![1], text: section![2]!.replace(/<[^>]+>/g, ' ') };
}

describe('the money of a cancelled booking', () => {
  it('paid online: the refund to the card, started at once and then accepted, on every link', async () => {
    const { booking } = await paidBooking();
    expect((await cancel(booking.hash)).status).toBe(200);
    // Right after the cancel the gateway may not have answered yet: started, or already accepted.
    const first = await money(booking.hash);
    expect(['refundPending', 'refunded']).toContain(first.kind);
    expect(first.text).toMatch(/10\s000\sFt/);
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.status).toBe('accepted');
    const hu = await money(booking.hash, '/adatkitoltes');
    expect(hu.kind).toBe('refunded');
    expect(hu.text).toMatch(/online kifizetett 10\s000\sFt teljes összegét visszatérítettük arra a bankkártyára/);
    const en = await money(booking.hash, '/helyszinmodositas', '/en');
    expect(en.text).toMatch(/The full 10,000 Ft you paid online has been refunded to the card you paid with/);
  });

  it('says a refund is under way while the gateway has not accepted it', async () => {
    const { booking } = await paidBooking();
    expect((await cancel(booking.hash)).status).toBe(200);
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.status).toBe('accepted');
    // The same booking as it stood before the gateway's answer.
    await env.DB.prepare(`UPDATE refunds SET status = 'pending' WHERE appointment_hash = ?1`).bind(booking.hash).run();
    const page = await money(booking.hash);
    expect(page.kind).toBe('refundPending');
    expect(page.text).toMatch(/10\s000\sFt teljes összegének visszatérítését elindítottuk/);
  });

  it('a refund the gateway refused for good: a colleague handles it, and the contact page is a click away', async () => {
    const { booking } = await paidBooking();
    expect((await cancel(booking.hash)).status).toBe(200);
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.status).toBe('accepted');
    await env.DB.prepare(`UPDATE refunds SET status = 'refused' WHERE appointment_hash = ?1`).bind(booking.hash).run();
    const page = await money(booking.hash);
    expect(page.kind).toBe('refundHelp');
    expect(page.text).toContain('munkatársunk intézi');
    const html = await (await SELF.fetch(`${ORIGIN}/idopont-torles/${booking.hash}`)).text();
    expect(html).toMatch(/data-cancelled-money="refundHelp"[^]*?href="\/kapcsolat"/);
  });

  it('paid online but cancelled elsewhere, with no refund started here: it claims none and points to us', async () => {
    const { booking } = await paidBooking();
    // Cancelled in the laboratory system, not by the link: no refund row.
    await env.DB.prepare(`UPDATE appointments SET status = 'cancelled' WHERE id = ?1`).bind(booking.id).run();
    const page = await money(booking.hash);
    expect(page.kind).toBe('paidNoRefund');
    expect(page.text).toMatch(/online 10\s000\sFt fizetett/);
    expect(page.text).not.toContain('visszatérít' + 'ettük');
  });

  it('an online booking never paid, and one to be paid on site: nothing to pay', async () => {
    const unpaid = await heldBooking();
    expect((await cancel(unpaid.hash)).status).toBe(200);
    expect(await money(unpaid.hash, '/idopontmodositas-koszono')).toMatchObject({
      kind: 'unpaid',
      text: expect.stringContaining('nem történt online fizetés'),
    });
    const onSite = await heldBooking(undefined, 'ONSITE');
    await env.DB.prepare(`UPDATE appointments SET status = 'confirmed' WHERE id = ?1`).bind(onSite.id).run();
    expect((await cancel(onSite.hash)).status).toBe(200);
    expect(await money(onSite.hash, '/adatmodositas-koszono', '/en')).toMatchObject({
      kind: 'onSite',
      text: expect.stringContaining('Nothing to pay: you chose to pay at the sampling'),
    });
    expect(await refundsOfBooking(onSite.id)).toEqual([]);
  });
});
