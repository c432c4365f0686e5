import { describe, expect, it } from 'vitest';
import { fetchBytes, fetchJson, fetchText, type FetchFn, UpstreamError } from '../../src/lib/fetch';

/** A fetch double that records what it was asked and answers `answer`. */
function recording(answer: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch: FetchFn = async (input, init) => {
    calls.push(new Request(input, init));
    return answer();
  };
  return { calls, fetch };
}

/** A fetch double that never answers: it fails only when the signal aborts. */
const hanging: FetchFn = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

describe('the upstream fetch wrapper', () => {
  it('sends a JSON body, the bearer key and Accept, and answers the parsed body with status and headers', async () => {
    const { calls, fetch } = recording(() => Response.json({ ok: 1 }, { status: 201, headers: { 'X-Id': '7' } }));
    const answer = await fetchJson('https://up.example/api/x', {
      method: 'POST',
      json: { name: 'Kovács' },
      bearer: 'key',
      timeoutMs: 1000,
      fetch,
    });
    expect(answer).toMatchObject({ status: 201, ok: true, body: { ok: 1 } });
    expect(answer.headers.get('x-id')).toBe('7');
    const [request] = calls;
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('authorization')).toBe('Bearer key');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({ name: 'Kovács' });
  });

  it('sends no Authorization without a key, and a raw body as it is', async () => {
    const { calls, fetch } = recording(() => new Response('plain'));
    const answer = await fetchText('https://up.example/x', {
      method: 'POST',
      body: '{"a": 1}',
      timeoutMs: 1000,
      fetch,
    });
    expect(answer.body).toBe('plain');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
    expect(calls[0]!.headers.has('content-type')).toBe(true); // text/plain, set by the platform for a string
    expect(await calls[0]!.text()).toBe('{"a": 1}');
  });

  it('returns an error status as an answer, with a body that is not JSON as undefined', async () => {
    const { fetch } = recording(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await fetchJson('https://up.example/x', { timeoutMs: 1000, fetch })).toMatchObject({
      status: 502,
      ok: false,
      body: undefined,
    });
  });

  it('reads bytes', async () => {
    const { fetch } = recording(() => new Response(new Uint8Array([1, 2, 3])));
    expect((await fetchBytes('https://up.example/x', { timeoutMs: 1000, fetch })).body).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });

  it('fails with a timeout UpstreamError when no answer comes in time', async () => {
    const failure = fetchJson('https://up.example/x', { timeoutMs: 20, fetch: hanging });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout', message: expect.stringMatching(/timeout/i) });
  });

  it('fails with a network UpstreamError, keeping the platform message, when the connection fails', async () => {
    const failure = fetchText('https://up.example/x', {
      timeoutMs: 1000,
      fetch: async () => {
        throw new TypeError('Network connection lost.');
      },
    });
    await expect(failure).rejects.toMatchObject({ kind: 'network', message: 'Network connection lost.' });
  });

  it('counts a body that stops coming as a timeout too', async () => {
    const fetch: FetchFn = async (_input, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"par'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
          },
        }),
      );
    await expect(fetchJson('https://up.example/x', { timeoutMs: 20, fetch })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
