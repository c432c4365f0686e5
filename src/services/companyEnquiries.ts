import { type StoredEnquiry, storeEnquiry } from '../db/submissions';
import type { Bindings } from '../env';

/**
 * Keeps a company's request for an offer (issue 7, item 5) for the sales team: the API's call and the
 * page's own form post, made without JavaScript, both end here.
 */
export function keepEnquiry(env: Pick<Bindings, 'DB'>, enquiry: StoredEnquiry): Promise<void> {
  return storeEnquiry(env.DB, enquiry);
}
