import { SELF } from 'cloudflare:test';

export const ORIGIN = 'http://localhost';

/** Fetches a page the way a browser would first arrive, and returns the XSRF cookie it was given. */
export async function xsrfHeaders(): Promise<Record<string, string>> {
  const res = await SELF.fetch(`${ORIGIN}/`, { redirect: 'manual' });
  await res.arrayBuffer();
  const setCookie = res.headers.get('set-cookie') ?? '';
  const token = /XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1];
  if (!token) throw new Error(`No XSRF-TOKEN cookie in: ${setCookie}`);
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

/** POSTs JSON with a valid XSRF pair, as the site's own browser client does. */
export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(await xsrfHeaders()), ...headers },
    body: JSON.stringify(body),
  });
}
