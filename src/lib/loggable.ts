/**
 * A request's path as a log line may carry it (issue 24 point 4, DESIGN.md: no personal data in logs): a
 * segment that may be a secret (a booking's hash, a confirmation or reset token: 22 or more base64url
 * characters) is replaced by ':secret', and the query, which may hold a token, is left out.
 */
export function loggablePath(url: string): string {
  const path = url.startsWith('/') ? url.split('?')[0]! : new URL(url).pathname;
  return path
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{22,}$/.test(segment) ? ':secret' : segment))
    .join('/');
}
