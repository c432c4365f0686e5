import { useState } from 'react';
import { setCoupon } from '../../../domain/cart';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import { call } from '../../../client/call';
import { ApiError } from '../../../client/http';
import { cart, updateCart } from '../../cart/store';
import { fill } from '../shared';

/** The coupon field: the code typed, the server's verdict on it, and applying it to the cart. */
export function useCoupon(labels: BookingMessages, packageIds: number[], testIds: number[]) {
  const c = cart.value;
  const [coupon, setCouponInput] = useState(c.coupon_code);
  const [couponMessage, setCouponMessage] = useState('');

  const applyCoupon = () => {
    const code = coupon.trim();
    // The summary is reached only with a location chosen (the step gate).
    if (!code || c.location === null) return;
    const body = { code, package_ids: packageIds, test_ids: testIds, location_id: c.location };
    call('validateCoupon', { body })
      .then(({ data }) => {
        updateCart((current) => setCoupon(current, data));
        setCouponMessage(fill(labels.couponApplied, { code: data.code }));
      })
      .catch((failure) => {
        updateCart((current) => setCoupon(current));
        setCouponMessage(
          labels.errors[failure instanceof ApiError ? failure.code : 'network'] ?? labels.errors.coupon_invalid!,
        );
      });
  };

  return { coupon, setCouponInput, couponMessage, applyCoupon };
}
