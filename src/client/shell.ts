import { effect } from '@preact/signals-core';
import { furthestStep, STEP_PATHS } from '../domain/bookingGate';
import { effectiveInvoice, person, startPersonStore } from '../islands/booking/personStore';
import { cart, cartItemCount, startCartStore } from '../islands/cart/store';
import { loading } from '../islands/loading';
import { watchBuild } from './build';
import { setUpCatalogues } from './catalogue';
import { langPrefix, setUpCartButtons } from './cartButtons';
import { setUpHeader } from './header';
import { holdPageInert } from './inert';
import { keepFocusClearOfOverlays } from './overlays';
import { scheduleIslands, whenParsed } from './hydration';

/**
 * The one client entry every page loads, with no framework: the header (menu, submenus, scroll state,
 * cart badge), the loading overlay, the cart's buttons and the note after choosing, the catalogue's
 * search and filter, the resume-booking card outside islands, and the build check. React DOM and an island's code are imported only when an island is due to hydrate
 * (src/client/hydration.ts, docs/decisions/0035). The script is async, so it may run while the page is
 * still streaming: each element is taken up once the parser has finished it.
 */
startCartStore();
startPersonStore();
whenParsed('.site-header', () => setUpHeader());
// A location page's 'open now' line, by the browser's clock (the page is cached: decision 0057).
whenParsed<HTMLElement>(
  '[data-open-now]',
  (line) => void import('./openNow').then(({ showOpenNow }) => showOpenNow(line)),
);
// The street map, when a tile source is configured: Leaflet only once the map comes near the viewport (decision 0061).
whenParsed<HTMLElement>('[data-street-map]', (figure) => {
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      void import('./streetMap').then(({ showStreetMap }) => showStreetMap(figure));
    },
    { rootMargin: '300px' },
  );
  near.observe(figure);
});
keepFocusClearOfOverlays();
watchBuild();
// A cart holding a booking asks how it stands: emptied once it is paid, confirmed, cancelled or expired.
// A cart without one (most pages' visitors) does not load that code.
if (cart.value.appointmentHash) void import('./cartBooking').then(({ watchCartBooking }) => watchCartBooking());

/** Keeps each element matching `selector`, as the parser finishes it, in step with the signals `state` reads. */
function follow<T>(selector: string, state: () => T, show: (element: HTMLElement, value: T) => void): void {
  const elements: HTMLElement[] = [];
  whenParsed<HTMLElement>(selector, (element) => {
    elements.push(element);
    show(element, state());
  });
  effect(() => {
    const value = state();
    for (const element of elements) show(element, value);
  });
}

follow(
  '[data-cart-badge]',
  () => cartItemCount.value,
  (badge, items) => (badge.hidden = items === 0),
);
follow(
  '[data-cart-count]',
  () => cartItemCount.value,
  (count, items) => (count.textContent = String(items)),
);
follow(
  '[data-cart-unit]',
  () => cartItemCount.value,
  (unit, items) => (unit.textContent = ` ${(items === 1 ? unit.dataset.one : unit.dataset.many) ?? ''}`),
);

// The cart icon and the appointment buttons lead to the furthest unlocked booking step.
follow(
  '[data-booking-link]',
  () =>
    langPrefix() + STEP_PATHS[furthestStep({ cart: cart.value, person: person.value, invoice: effectiveInvoice() })],
  (link, target) => ((link as HTMLAnchorElement).href = target),
);

// Home: the card offering to continue a booking, while the cart holds items.
follow(
  '[data-resume-booking]',
  () => cartItemCount.value,
  (card, items) => {
    const title = (card.dataset.resumeBooking ?? '').replace('{count}', String(items));
    card.hidden = items === 0;
    card.setAttribute('aria-label', title);
    const text = card.querySelector('p');
    if (text) text.textContent = title;
  },
);

// While it shows, the page behind it is inert and busy (issue 16 point 3); the focus comes back after.
follow(
  '#loading-overlay',
  () => loading.value,
  (overlay, on) => {
    overlay.hidden = !on;
    holdPageInert('loading', on, overlay);
    const main = document.getElementById('main');
    if (on) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  },
);

setUpCartButtons();
setUpCatalogues();

// The package optimiser's note (issue 17 point 2), on a page that has it: its code once the cart holds something.
whenParsed<HTMLElement>('[data-optimiser-note]', (note) => {
  let loaded = false;
  effect(() => {
    if (loaded || cartItemCount.value === 0) return;
    loaded = true;
    void import('./optimiser').then(({ watchOptimiserNote }) => watchOptimiserNote(note));
  });
});

// Browser tests wait for this before their first click, as a person would wait for the page.
document.documentElement.dataset.shell = 'ready';

scheduleIslands((island) => import('./islands').then(({ hydrateIsland }) => hydrateIsland(island)));
