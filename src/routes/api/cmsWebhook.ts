import { Hono } from 'hono';
import * as v from 'valibot';
import { contentChanged } from '../../backends/content';
import type { AppEnv } from '../../env';
import { timingSafeEqual } from '../../lib/crypto';
import { apiError } from './errors';
import { valid } from './validate';

/**
 * The CMS's webhook (issue 26 point 5, decision 0063): Strapi 5 calls it after an editor's change with
 * `Authorization: Bearer <CMS_WEBHOOK_SECRET>` (Strapi's `server.webhooks.defaultHeaders`, cms/config).
 * An entry or media event makes every cached copy of the content out of date at once, so the change
 * shows within about a minute rather than CACHE_FRESH_SECONDS; without the webhook the TTL still does.
 * Every copy, not only the type's: relations, components and shared media carry one type's content
 * into another's pages, and refilling the content is a few hundred queries.
 */
export const CMS_WEBHOOK_PATH = '/api/cms/webhook';
export const cmsWebhookApi = new Hono<AppEnv>();

/** Strapi's webhook body (docs.strapi.io, Webhooks): its event, and for entries the model's uid. */
const eventSchema = v.looseObject({
  event: v.pipe(v.string('event must be text'), v.regex(/^[\w-]+(\.[\w-]+)*$/, 'event must be a Strapi event name')),
  uid: v.optional(v.string('uid must be text')),
});

/** The events after which what editors publish may look different: entries, media, releases. */
const CHANGES = /^(entry|media|releases?)\./;

cmsWebhookApi.post(
  '/cms/webhook',
  async (c, next) => {
    const secret = c.env.CMS_WEBHOOK_SECRET;
    // Off until the operator sets the secret on both sides: the TTL alone keeps the content fresh.
    if (!secret) return apiError(c, 404, 'not_found', `No API route at ${CMS_WEBHOOK_PATH}`);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(given, secret))
      return apiError(c, 401, 'unauthorized', 'The webhook must carry the CMS_WEBHOOK_SECRET as its Bearer token');
    await next();
  },
  valid('json', eventSchema, 'invalid_body'),
  async (c) => {
    const { event, uid } = c.req.valid('json');
    const changed = CHANGES.test(event);
    if (changed) await contentChanged(c.env);
    console.info(`CMS webhook: ${event}${uid ? ` (${uid})` : ''}${changed ? ', cached content out of date' : ''}`);
    return c.json({ event, contentChanged: changed });
  },
);
