import type { RedirectRule } from '../domain/redirects';

export async function listRedirects(db: D1Database): Promise<RedirectRule[]> {
  const { results } = await db.prepare('SELECT source, target, status FROM redirects ORDER BY id').all<RedirectRule>();
  return results;
}
