/**
 * Build check (spec section 4): the build id is polled periodically; once a new build is out, the next
 * navigation reloads the page from the server instead of a cached copy (a back/forward restore or a
 * same-page link). Reloads are at least 10 s apart (spec section 9: reload ttl) to rule out loops.
 */
const POLL_MS = 60_000;
const RELOAD_TTL_MS = 10_000;
const RELOADED_AT = 'build-reloaded-at';

export function watchBuild(): void {
  const current = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  if (!current) return;
  let stale = false;

  const check = async () => {
    if (stale || document.visibilityState !== 'visible') return;
    try {
      // The API client comes with the first check (a minute in, or on coming back), not with the page.
      const { call } = await import('./call');
      const { buildId } = await call('build', {}, { timeoutMs: 5000 });
      stale = buildId !== current;
      // The outcome of the last check, for the browser journeys to wait on (as data-shell="ready").
      document.documentElement.dataset.build = stale ? 'stale' : 'current';
    } catch {
      // Offline or deploying: try again at the next tick.
    }
  };
  setInterval(check, POLL_MS);
  document.addEventListener('visibilitychange', check);

  const reload = (href: string) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_TTL_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    location.assign(href);
    return true;
  };

  document.addEventListener('click', (event) => {
    if (!stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.origin !== location.origin || link.target) return;
    // A jump within the page (the skip link) is not a navigation.
    if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
    if (reload(link.href)) event.preventDefault();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) check().then(() => stale && reload(location.href));
  });
}
