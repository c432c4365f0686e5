/**
 * The staff area's script (decision 0067), on the day sheet only: every 15 seconds while the page is in
 * view it asks for the sheet's fingerprint (GET /api/staff/nap), and when a booking arrived, was
 * cancelled or moved on another desk, reloads the list in place, keeping the scroll and anything being
 * typed. It waits while focus is on a button of the list, so nothing moves under a receptionist's hand.
 */
const EVERY_MS = 15_000;

function start(list: HTMLElement) {
  const url = list.dataset.versionUrl;
  let version = list.dataset.version;
  if (!url || !version) return;
  let busy = false;
  async function look() {
    if (busy || document.hidden || list.contains(document.activeElement)) return;
    busy = true;
    try {
      const answer = await fetch(url!, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!answer.ok) return;
      const { version: now } = (await answer.json()) as { version: string };
      if (now === version) return;
      const page = await fetch(location.pathname + location.search.replace(/([?&])uzenet=[^&]*&?/, '$1'), {
        credentials: 'same-origin',
      });
      if (!page.ok) return;
      const next = new DOMParser().parseFromString(await page.text(), 'text/html');
      for (const part of ['[data-sheet-list]', '[data-sheet-heading]']) {
        const fresh = next.querySelector(part);
        const current = document.querySelector(part);
        if (fresh && current) current.replaceWith(document.importNode(fresh, true));
      }
      version = now;
      list = document.querySelector<HTMLElement>('[data-sheet-list]') ?? list;
    } catch {
      // Offline for a moment: the next look tries again.
    } finally {
      busy = false;
    }
  }
  setInterval(look, EVERY_MS);
  document.addEventListener('visibilitychange', () => void look());
}

const list = document.querySelector<HTMLElement>('[data-sheet-list]');
if (list) start(list);
