import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { POSTAL_CODE_PATTERN } from '../../domain/settlements';
import type { AppEnv } from '../../env';
import { settlementData } from '../../services/settlements';
import { apiError } from './errors';
import { type CallAnswer, routePath } from '../../domain/api';
import { valid, validCall } from './validate';

/**
 * The settlement reference data (spec section 3) for address and location pickers: autocomplete, the
 * settlements of a postal code, and the point a visitor's input stands for. Mounted at /api.
 */
export const settlementsApi = new Hono<AppEnv>();

// The data changes once a year at most (KSH Helységnévtár), so browsers and the edge may keep answers a day.
const REFERENCE_DATA_CACHE = 'public, max-age=86400';
const QUERY_MAX_LENGTH = 50;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 20';

// Optional at first so that a missing q gets our message rather than valibot's generic one.
const querySchema = v.pipe(
  v.optional(v.string('q must be text'), ''),
  v.transform((q) => q.trim()),
  v.nonEmpty('q is required: a settlement name or the start of a postal code'),
  v.maxLength(QUERY_MAX_LENGTH, `q must be at most ${QUERY_MAX_LENGTH} characters`),
);
const searchSchema = v.object({
  q: querySchema,
  // The default goes through the pipe too, so it is written as the query string would carry it.
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,2}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(20, LIMIT_MESSAGE),
    ),
    '8',
  ),
});
const locateSchema = v.object({ q: querySchema });
const postalCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.regex(POSTAL_CODE_PATTERN, 'A Hungarian postal code has exactly 4 digits, such as 4032'),
    v.transform(Number),
  ),
});

settlementsApi.get('/settlements', valid('query', searchSchema), async (c) => {
  const { q, limit } = c.req.valid('query');
  const { searchSettlements } = await settlementData(c.env);
  return referenceData(c, searchSettlements(q, limit));
});

settlementsApi.get(
  routePath('postalCode'),
  validCall('postalCode', 'param', postalCodeSchema, 'invalid_postal_code'),
  async (c) => {
    const { countyForPostalCode, settlementsByPostalCode } = await settlementData(c.env);
    const postalCode = c.req.valid('param').code;
    const settlements = settlementsByPostalCode(postalCode);
    if (settlements.length === 0) {
      return apiError(c, 404, 'settlement_not_found', `No settlement has the postal code ${c.req.param('code')}`);
    }
    const answer: CallAnswer<'postalCode'>['data'] = {
      postalCode,
      settlements,
      county: countyForPostalCode(postalCode),
    };
    return referenceData(c, answer);
  },
);

settlementsApi.get(routePath('locate'), validCall('locate', 'query', locateSchema), async (c) => {
  const { q } = c.req.valid('query');
  const { locate } = await settlementData(c.env);
  const point = locate(q);
  if (!point) return apiError(c, 404, 'settlement_not_found', `No settlement or postal code matches "${q}"`);
  return referenceData<CallAnswer<'locate'>['data']>(c, point);
});

/** A successful answer: `{ data }`, cacheable like the reference data it comes from. */
function referenceData<T>(c: Context<AppEnv>, data: T) {
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json({ data });
}
