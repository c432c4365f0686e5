import { isSitePath, type RedirectRule } from '../domain/redirects';

/**
 * The legacy redirect rows. A row whose target is not a path on this site (an absolute URL, '//host' or
 * '/\host') is refused, so an operator's typo or a tampered row can never make an open redirect
 * (issue 12, point 1); it is logged so the operator can fix it.
 */
export async function listRedirects(db: D1Database): Promise<RedirectRule[]> {
  const { results } = await db.prepare('SELECT source, target, status FROM redirects ORDER BY id').all<RedirectRule>();
  return results.filter((rule) => {
    if (isSitePath(rule.target)) return true;
    console.warn(`Redirect from ${rule.source} refused: its target is not a path on this site`);
    return false;
  });
}
