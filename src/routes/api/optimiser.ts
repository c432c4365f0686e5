import { Hono } from 'hono';
import * as v from 'valibot';
import { type CallAnswer, routePath } from '../../domain/api';
import { suggestionView } from '../../domain/suggestionView';
import { OptimiserError } from '../../domain/packageOptimiser';
import type { AppEnv } from '../../env';
import { noStore } from '../../middleware/noStore';
import { suggestCombination } from '../../services/packageOptimiser';
import { apiError } from './errors';
import { validCall } from './validate';

/**
 * POST /api/cart/optimise (issue 17 point 2, docs/decisions/0047): the cart's items, location and
 * time in, the better combination of packages and single tests out (`suggestion`, null when the cart is
 * already the best) with its texts in the request's language (`view`). A body that is not the contract's is 400 invalid_body naming the field; a cart the
 * catalogue cannot read is 422 (invalid_items: an id that names nothing, or no item at all;
 * unknown_location); a failing laboratory backend is 502 lab_backend_failed.
 */
export const optimiserApi = new Hono<AppEnv>();

/** More than a cart holds in practice; the bench measures carts of up to 15 items. */
export const MAX_CART_ITEMS = 30;

const id = v.pipe(
  v.number('ids must be numbers'),
  v.integer('ids must be whole numbers'),
  v.minValue(1, 'ids must be positive'),
);
const ids = (name: string) =>
  v.optional(
    v.pipe(v.array(id, `${name} must be a list of ids`), v.maxLength(MAX_CART_ITEMS, `${name}: too many`)),
    [],
  );

const optimiseSchema = v.pipe(
  v.object({
    language: v.optional(v.picklist(['hu', 'en'], 'language must be hu or en'), 'hu'),
    location_id: v.optional(v.nullable(id), null),
    package_ids: ids('package_ids'),
    test_ids: ids('test_ids'),
    time_chosen: v.optional(v.boolean('time_chosen must be true or false'), false),
    coupon_code: v.optional(v.pipe(v.string('coupon_code must be text'), v.maxLength(50, 'coupon_code: too long'))),
  }),
  v.check(
    (body) => new Set(body.package_ids).size + new Set(body.test_ids).size <= MAX_CART_ITEMS,
    `A cart of at most ${MAX_CART_ITEMS} examinations and tests`,
  ),
);

// Depends on the cart and on the coupon's uses: never kept by a cache.
optimiserApi.post(
  routePath('optimiseCart'),
  noStore(),
  validCall('optimiseCart', 'json', optimiseSchema),
  async (c) => {
    const request = c.req.valid('json');
    let suggestion;
    try {
      suggestion = await suggestCombination(c.env, request);
    } catch (error) {
      if (error instanceof OptimiserError) return apiError(c, 422, error.code, error.message);
      console.error('Package optimiser: the catalogue could not be read', error);
      return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
    }
    const view = suggestion ? suggestionView(suggestion, request.language) : null;
    const answer: CallAnswer<'optimiseCart'> = { data: { suggestion, view } };
    return c.json(answer);
  },
);
