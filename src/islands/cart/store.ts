import { computed, effect, signal } from '@preact/signals-core';
import { CART_STORAGE_KEY, cartCount, emptyCart, OBSOLETE_CART_KEYS, parseCart, type Cart } from '../../domain/cart';

/**
 * The cart as a signal, persisted in localStorage (key versioned v5) and synced across tabs. It is read
 * only in the browser after load, so server HTML never depends on it. Islands subscribe to the same
 * signals through @preact/signals-react; the header shell uses @preact/signals-core directly so pages
 * without islands do not ship React.
 */
export const cart = signal<Cart>(emptyCart());
export const cartItemCount = computed(() => cartCount(cart.value));

let started = false;

export function startCartStore(storage: Storage = localStorage): void {
  if (started) return;
  started = true;
  for (const key of OBSOLETE_CART_KEYS) storage.removeItem(key);
  cart.value = parseCart(storage.getItem(CART_STORAGE_KEY));
  let lastWritten = JSON.stringify(cart.value);
  effect(() => {
    const serialised = JSON.stringify(cart.value);
    if (serialised === lastWritten) return;
    lastWritten = serialised;
    try {
      storage.setItem(CART_STORAGE_KEY, serialised);
    } catch (error) {
      console.error('The cart could not be saved', error);
    }
  });
  // Another tab changed the cart: take its version.
  addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    lastWritten = event.newValue ?? '';
    cart.value = parseCart(event.newValue);
  });
}

export function updateCart(change: (current: Cart) => Cart): void {
  cart.value = change(cart.value);
}

export function resetCart(): void {
  cart.value = emptyCart();
}
