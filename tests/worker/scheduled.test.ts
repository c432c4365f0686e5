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
      "INSERT INTO payments (appointment_id, appointment_hash, provider, order_ref, status, amount) VALUES (?1, ?2, 'sandbox', 'scheduled-order-1', 'started', 25390)",
    )
      .bind(stale.id, stale.hash)
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

  it('sweeps ended sessions, spent tokens and old attempt counters, and keeps live ones', async () => {
    const now = new Date();
    const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const hour = 3_600_000;
    const { meta } = await env.DB.prepare(
      "INSERT INTO users (email, username, verified) VALUES ('sweep@example.hu', 'sweep', 1)",
    ).run();
    const user = meta.last_row_id as number;
    const session = (hash: string, idle: string, absolute: string) =>
      env.DB.prepare(
        `INSERT INTO sessions (token_hash, user_id, created_at, last_used_at, idle_expires_at, absolute_expires_at)
         VALUES (?1, ?2, ?3, ?3, ?4, ?5)`,
      )
        .bind(hash, user, iso(-hour), idle, absolute)
        .run();
    await session('sweep-live', iso(hour), iso(24 * hour));
    await session('sweep-idle', iso(-1000), iso(24 * hour));
    await session('sweep-old', iso(hour), iso(-1000));
    const token = (hash: string, expires: string, used: string | null) =>
      env.DB.prepare(
        "INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at, used_at) VALUES (?1, ?2, 'reset', ?3, ?4)",
      )
        .bind(hash, user, expires, used)
        .run();
    await token('sweep-token-live', iso(hour), null);
    await token('sweep-token-spent', iso(hour), iso(-30 * hour));
    await token('sweep-token-expired', iso(-30 * hour), null);
    await env.DB.prepare(
      "INSERT INTO rate_limits (key, window_start, count) VALUES ('sweep:old', ?1, 3), ('sweep:new', ?2, 1)",
    )
      .bind(iso(-30 * hour), iso(-hour))
      .run();

    await runCron(now);
    const left = async (sql: string) => (await env.DB.prepare(sql).all<{ k: string }>()).results.map((row) => row.k);
    expect(await left("SELECT token_hash AS k FROM sessions WHERE token_hash LIKE 'sweep-%'")).toEqual(['sweep-live']);
    expect(await left("SELECT token_hash AS k FROM auth_tokens WHERE token_hash LIKE 'sweep-%'")).toEqual([
      'sweep-token-live',
    ]);
    expect(await left("SELECT key AS k FROM rate_limits WHERE key LIKE 'sweep:%'")).toEqual(['sweep:new']);
  });
});
