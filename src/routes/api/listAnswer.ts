import type { Context } from 'hono';
import { NoDataError } from '../../backends/lab/port';
import { apiError } from './errors';

/**
 * A list the laboratory backend answers, as `{ data: [...] }` (spec section 7): 502 when the backend
 * failed (`read` throws), 404 'No data received from <source>' when the list is empty (section 8). The
 * one shape of the catalogue and availability calls; `api` names the caller in the log.
 */
export async function listAnswer<T>(c: Context, api: string, source: string, read: () => Promise<T[]>) {
  let data: T[];
  try {
    data = await read();
  } catch (error) {
    console.error(`${api}: the laboratory backend failed for ${source}`, error);
    return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
  }
  if (!data.length) {
    // An empty list answers the caller's question (no free time that day, ids that name nothing): a
    // warning, not an error; the backend's own failure above is one (issue 15 point 10).
    const empty = new NoDataError(source);
    console.warn(`${api}: ${empty.message}`);
    return apiError(c, 404, 'no_data', empty.message);
  }
  return c.json({ data });
}
