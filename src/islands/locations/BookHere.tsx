import { furthestStep, STEP_PATHS } from '../../domain/bookingGate';
import { setLocation } from '../../domain/cart';
import { cart, updateCart } from '../cart/store';

/**
 * Starts booking at this location: the location goes into the cart (which resets date and time,
 * spec section 4) and the visitor continues at the furthest unlocked step. Without JavaScript the link
 * opens the booking start with the location in its query.
 */
export function BookHere({
  locationId,
  href,
  prefix,
  label,
}: {
  locationId: number;
  href: string;
  prefix: string;
  label: string;
}) {
  return (
    <a
      href={href}
      className="btn-primary w-full"
      data-book-here=""
      onClick={(event) => {
        event.preventDefault();
        updateCart((current) => setLocation(current, locationId));
        location.assign(prefix + STEP_PATHS[furthestStep({ cart: cart.value })]);
      }}
    >
      {label}
    </a>
  );
}
