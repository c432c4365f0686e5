/**
 * The one way the worker calls another server over HTTP (issue 13 point 4; STYLE.md, one fetch wrapper;
 * decision 0031): every call has a timeout (the spec's client has none, section 8, and a worker cannot
 * wait forever on an upstream), the answer's body is read within it, and a call that gets no answer at
 * all fails with an UpstreamError that says whether it timed out or could not connect. An answer of any
 * status is returned, not thrown: each client maps statuses and failures to its own port's errors
 * (LabBackendError, AccountsError, GatewayError, OAuthError…), which its callers and tests rely on.
 */

export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

// workerd refuses a fetch called without globalThis as `this`, so the platform's is wrapped.
const platformFetch: FetchFn = (input, init) => fetch(input, init);

/** The upstream gave no answer: none within the timeout, or the connection failed. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface UpstreamInit {
  /** Give up (UpstreamError 'timeout') after this long, the answer's body included. */
  timeoutMs: number;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer`, when set. */
  bearer?: string;
  /** Sent as JSON, with its Content-Type. */
  json?: unknown;
  /**
   * Sent as it is (a body whose exact bytes are signed, or a multipart form, which sets its own
   * Content-Type with the boundary); `json` wins when both are given.
   */
  body?: string | FormData;
  redirect?: RequestRedirect;
  /** A test double or a service binding's fetch; the platform's by default. */
  fetch?: FetchFn;
}

export interface UpstreamAnswer<Body> {
  status: number;
  ok: boolean;
  headers: Headers;
  body: Body;
}

/** One call and its whole body, read by `read`; throws UpstreamError when no answer comes. */
async function call<Body>(
  url: string,
  init: UpstreamInit,
  read: (response: Response) => Promise<Body>,
): Promise<UpstreamAnswer<Body>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.bearer) headers.Authorization = `Bearer ${init.bearer}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await (init.fetch ?? platformFetch)(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: init.redirect,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const body = await read(response);
    return { status: response.status, ok: response.ok, headers: response.headers, body };
  } catch (error) {
    // AbortSignal.timeout aborts with a DOMException named TimeoutError (WHATWG DOM, section 3.1.3).
    const kind = (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network';
    throw new UpstreamError(kind, (error as Error)?.message ?? String(error), { cause: error });
  }
}

/** One call, its body as text (a body whose exact bytes are signed, an error's detail). */
export const fetchText = (url: string, init: UpstreamInit) => call(url, init, (response) => response.text());

/** One call, its body as bytes (an image). */
export const fetchBytes = (url: string, init: UpstreamInit) =>
  call(url, init, async (response) => new Uint8Array(await response.arrayBuffer()));

/** One call that asks for JSON (`Accept`); the body parsed, undefined when it is not JSON. */
export const fetchJson = (url: string, init: UpstreamInit): Promise<UpstreamAnswer<unknown>> =>
  call(url, { ...init, headers: { Accept: 'application/json', ...init.headers } }, async (response) =>
    parseJson(await response.text()),
  );

/** JSON text parsed, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
