import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { addDays, budapestNow, toUtcInstant } from '../../src/domain/budapestTime';

const ORIGIN = 'http://localhost';
let counter = 0;

/** A booking row as the engine stores it, with its slot rows. */
async function insertBooking(fields: {
  status: string;
  date: string;
  minute: number;
  holdExpiresAt?: string | null;
  email?: string;
}) {
  counter++;
  const hash = `scheduledtesthash${String(counter).padStart(8, '0')}`;
  const person = JSON.stringify({
    first_name: 'Éva',
    last_name: 'Kovács',
    email: fields.email ?? 'eva@example.hu',
    language: 'hu',
  });
  const { meta } = await env.DB.prepare(
    `INSERT INTO appointments (hash, idempotency_key, location_id, date, start_minute, duration_minutes, starts_at, status,
       hold_expires_at, payment_type, language, examinations, parameters, person, invoice, items_total, sampling_fee, total)
     VALUES (?1, ?2, 1, ?3, ?4, 10, ?5, ?6, ?7, 'ONLINE', 'hu', '[{"id":1,"name":"Alap laborcsomag","price":22900}]', '[]', ?8, '{}', 22900, 2490, 25390)`,
  )
    .bind(
      hash,
      `scheduled-${counter}`,
      fields.date,
      fields.minute,
      toUtcInstant(fields.date, fields.minute),
      fields.status,
      fields.holdExpiresAt ?? null,
      person,
    )
    .run();
  const id = meta.last_row_id as number;
  await env.DB.prepare(
    'INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute) VALUES (?1, 1, ?2, ?3)',
  )
    .bind(id, fields.date, fields.minute)
    .run();
  return { id, hash };
}

async function runCron(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: '*/5 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('the cron', () => {
  it('expires an unpaid hold, ends its payment attempt and leaves live holds alone', async () => {
    const now = new Date();
    const date = addDays(budapestNow(now).date, 3);
    const stale = await insertBooking({
      status: 'held',
      date,
      minute: 600,
      holdExpiresAt: new Date(now.getTime() - 60_000).toISOString(),
    });
    const live = await insertBooking({
      status: 'held',
      date,
      minute: 610,
      holdExpiresAt: new Date(now.getTime() + 600_000).toISOString(),
    });
    await env.DB.prepare(
      "INSERT INTO payments (appointment_id, provider, order_ref, status, amount) VALUES (?1, 'sandbox', 'scheduled-order-1', 'started', 25390)",
    )
      .bind(stale.id)
      .run();
    await runCron(now);
    const status = async (id: number) =>
      (await env.DB.prepare('SELECT status FROM appointments WHERE id = ?').bind(id).first<{ status: string }>())!
        .status;
    expect(await status(stale.id)).toBe('expired');
    expect(await status(live.id)).toBe('held');
    const payment = await env.DB.prepare("SELECT status FROM payments WHERE order_ref = 'scheduled-order-1'").first<{
      status: string;
    }>();
    expect(payment!.status).toBe('timeout');
    // The booking page tells the patient nothing is held any more.
    const answer = await SELF.fetch(`${ORIGIN}/api/whitetech/appointments/patient_appointment_get/${stale.hash}`);
    expect((await answer.json<{ data: { status: string } }>()).data.status).toBe('expired');
  });

  it('reminds tomorrow’s confirmed patients once', async () => {
    const now = new Date();
    const tomorrow = addDays(budapestNow(now).date, 1);
    const booking = await insertBooking({
      status: 'confirmed',
      date: tomorrow,
      minute: 480,
      email: 'remind.me@example.hu',
    });
    await insertBooking({ status: 'confirmed', date: addDays(tomorrow, 1), minute: 480, email: 'later@example.hu' });
    await runCron(now);
    await runCron(now);
    const { results } = await env.DB.prepare("SELECT to_address FROM mail_outbox WHERE kind = 'reminder'").all<{
      to_address: string;
    }>();
    expect(results).toEqual([{ to_address: 'remind.me@example.hu' }]);
    const row = await env.DB.prepare("SELECT appointment_id FROM mail_outbox WHERE kind = 'reminder'").first<{
      appointment_id: number;
    }>();
    expect(row!.appointment_id).toBe(booking.id);
  });
});
