import { useState } from 'react';
import { setCoupon } from '../../../domain/cart';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import { api, ApiError } from '../../../client/http';
import { cart, updateCart } from '../../cart/store';
import { fill } from '../shared';

/** The coupon field: the code typed, the server's verdict on it, and applying it to the cart. */
export function useCoupon(labels: BookingMessages, packageIds: number[], testIds: number[]) {
  const c = cart.value;
  const [coupon, setCouponInput] = useState(c.coupon_code);
  const [couponMessage, setCouponMessage] = useState('');

  const applyCoupon = () => {
    const code = coupon.trim();
    if (!code) return;
    api<{ data: { code: string; discount: number; id: number } }>('/api/coupons/validate', {
      method: 'POST',
      body: { code, package_ids: packageIds, test_ids: testIds, location_id: c.location },
    })
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
