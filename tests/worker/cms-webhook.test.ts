import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import { ORIGIN, standInUpstream } from './helpers';

/**
 * Issue 26 point 5: after an editor publishes, the site shows it within the documented freshness. The
 * CMS's webhook (POST /api/cms/webhook, Bearer CMS_WEBHOOK_SECRET) makes the cached copies out of date
 * at once; without it a copy is served until CACHE_FRESH_SECONDS have passed. The CMS here is a
 * stand-in whose FAQ an editor changes; tests/cms (the real Strapi) shows the same end to end.
 */
const CMS = 'https://cms-webhook.test.invalid';
const SECRET = 'webhook-secret-for-tests';
let question = 'Kell-e éhgyomorra jönni?';
let asked = 0;

standInUpstream(`${CMS}/api/`, async (request) => {
  asked++;
  const path = new URL(request.url).pathname.replace(/^\/api\//, '');
  if (path !== 'faqs')
    return Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  const entry = { id: 1, documentId: 'faq1', Question: question, Answer: 'Igen.', Topic: 'Vérvétel', Weight: 1 };
  return Response.json({ data: [entry], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } });
});

let run = 0;
/** A copy stays fresh for five minutes, as in production; a cache of its own per test. */
function bindings(secret?: string): Bindings {
  run++;
  return {
    ...env,
    CONTENT_SOURCE: 'strapi',
    CMS_URL: CMS,
    CMS_TOKEN: 't',
    CMS_WEBHOOK_SECRET: secret,
    CACHE_FRESH_SECONDS: '300',
    CACHE_VERSION: `webhook-${run}`,
  };
}

async function call(request: Request, env: Bindings) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body };
}

const faqPage = (env: Bindings) => call(new Request(`${ORIGIN}/gyik`), env);
const webhook = (env: Bindings, body: unknown, authorization = `Bearer ${SECRET}`) =>
  call(
    new Request(`${ORIGIN}/api/cms/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    }),
    env,
  );
// What Strapi 5 sends after an editor publishes an entry.
const published = {
  event: 'entry.publish',
  createdAt: '2026-12-07T17:00:00.000Z',
  model: 'faq',
  uid: 'api::faq.faq',
  entry: { id: 1 },
};

describe('the CMS webhook', () => {
  it('shows a published change on the next visit; without it the cached copy stands', async () => {
    const env = bindings(SECRET);
    question = 'Kell-e éhgyomorra jönni?';
    expect((await faqPage(env)).body).toContain('Kell-e éhgyomorra jönni?');
    question = 'Éhgyomorra kell érkeznem a vérvételre?';
    // Within the fresh window the copy is served: the editor's change is not seen yet.
    expect((await faqPage(env)).body).toContain('Kell-e éhgyomorra jönni?');
    const answer = await webhook(env, published);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ event: 'entry.publish', contentChanged: true });
    expect((await faqPage(env)).body).toContain('Éhgyomorra kell érkeznem a vérvételre?');
  });

  it('takes an entry as long as Strapi sends it (a long article), which other routes would refuse as too large', async () => {
    const env = bindings(SECRET);
    const long = { ...published, entry: { id: 1, Content: 'x'.repeat(300_000) } };
    const answer = await webhook(env, long);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ event: 'entry.publish', contentChanged: true });
  });

  it("Strapi's test trigger is answered and changes nothing", async () => {
    const env = bindings(SECRET);
    await faqPage(env);
    const before = asked;
    const answer = await webhook(env, { event: 'trigger-test', createdAt: '2026-12-07T17:00:00.000Z' });
    expect(JSON.parse(answer.body)).toEqual({ event: 'trigger-test', contentChanged: false });
    await faqPage(env);
    expect(asked).toBe(before);
  });

  it('refuses a call without the secret (401), a body that is not an event (400), and is off without a secret (404)', async () => {
    const env = bindings(SECRET);
    for (const authorization of ['', 'Bearer wrong', `Basic ${SECRET}`]) {
      const { status, body } = await webhook(env, published, authorization);
      expect(status, authorization).toBe(401);
      expect(JSON.parse(body).error.code).toBe('unauthorized');
    }
    const bad = await webhook(env, { event: 42 });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.code).toBe('invalid_body');
    const off = await webhook(bindings(undefined), published);
    expect(off.status).toBe(404);
    expect(JSON.parse(off.body).error.code).toBe('not_found');
  });
});
