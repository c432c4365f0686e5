import { effect } from '@preact/signals-core';
import { furthestStep, STEP_PATHS } from '../domain/bookingGate';
import { effectiveInvoice, person, startPersonStore } from '../islands/booking/personStore';
import { cart, cartItemCount, startCartStore } from '../islands/cart/store';
import { loading } from '../islands/loading';
import { watchBuild } from './build';
import { watchCartBooking } from './cartBooking';
import { setUpHeader } from './header';

/**
 * The one client entry every page loads. It wires the header (menu, submenus, scroll state, cart
 * badge), the loading overlay and the build check, and hydrates islands only where the page has them,
 * so pages without islands never download React.
 */
startCartStore();
startPersonStore();
setUpHeader();
watchBuild();
// A cart holding a booking asks how it stands: emptied once it is paid, confirmed, cancelled or expired.
watchCartBooking();

const badge = document.querySelector<HTMLElement>('[data-cart-badge]');
const count = document.querySelector<HTMLElement>('[data-cart-count]');
const label = document.querySelector<HTMLElement>('[data-cart-label]');
effect(() => {
  const items = cartItemCount.value;
  if (badge) badge.hidden = items === 0;
  if (count) count.textContent = String(items);
  if (label) label.textContent = (label.dataset.labelTemplate ?? '').replace(/\d+/, String(items));
});

// The cart icon and the appointment button lead to the furthest unlocked booking step.
effect(() => {
  const prefix = document.documentElement.lang === 'en' ? '/en' : '';
  const target =
    prefix + STEP_PATHS[furthestStep({ cart: cart.value, person: person.value, invoice: effectiveInvoice() })];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-booking-link]')) link.href = target;
});

const overlay = document.getElementById('loading-overlay');
effect(() => {
  if (overlay) overlay.hidden = !loading.value;
});

// Browser tests wait for this before their first click, as a person would wait for the page.
document.documentElement.dataset.shell = 'ready';

if (document.querySelector('[data-island]')) {
  import('./islands')
    .then(({ hydrateIslands }) => hydrateIslands())
    .catch((error) => {
      console.error('Interactive parts could not be loaded', error);
    });
}
