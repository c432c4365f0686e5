import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { resultsToday, type ResultsBasis } from '../../services/expectedResults';
import { pageContext, type PageContext } from './pageContext';

/**
 * A page's context with the basis of its examination cards' expected-results dates (issue 17 point 1,
 * docs/decisions/0046); without `results` the cards show no date.
 */
export type CataloguePage = PageContext & { results?: ResultsBasis | null };

/**
 * The context of a page with examination cards: dates counted from a sampling today, now. On a kept
 * page (src/cache/pageCache.ts) the day and the side of the cut-off are among its reads, so a kept copy
 * never outlives its dates.
 */
export async function cataloguePage(c: Context<AppEnv>): Promise<CataloguePage> {
  const page = pageContext(c);
  return { ...page, results: await resultsToday(c.env, page.lang) };
}
