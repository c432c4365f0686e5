import { useEffect, useState } from 'react';
import type { LabPackage } from '../../../domain/catalogue';
import type { LabLocation } from '../../../domain/location';
import { packageIds, testIds } from '../../../domain/cart';
import { samplingFee } from '../../../domain/pricing';
import type { Lang } from '../../../i18n/lang';
import { call } from '../../../client/call';
import { cart } from '../../cart/store';

/**
 * What the summary shows of the cart: its items, the chosen location and packages (loaded once the gate
 * opens; `loaded` once both answers are in, or failed) and the prices for display; the server prices
 * the booking itself.
 */
export function useOrder(open: boolean, lang: Lang) {
  const c = cart.value;
  const chosenPackages = packageIds(c);
  const chosenTests = testIds(c);
  const [location, setLocation] = useState<LabLocation | null>(null);
  const [packages, setPackages] = useState<LabPackage[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!open || c.location == null) return;
    const place = call('locations', { query: { language: lang, location_ids: c.location } })
      .then(({ data }) => setLocation(data[0] ?? null))
      .catch(() => setLocation(null));
    const priced = chosenPackages.length
      ? call('packages', { query: { language: lang, package_ids: chosenPackages.join(',') } })
          .then(({ data }) => setPackages(data))
          .catch(() => setPackages([]))
      : null;
    void Promise.all([place, priced]).then(() => setLoaded(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the gate opens
  }, [open]);

  const items = [...c.examinations.filter((exam) => !exam.locked), ...c.parameters];
  const itemsTotal = items.reduce((total, item) => total + (item.price ?? 0), 0);
  const fee = location
    ? samplingFee(
        location.sampling_fee.map((f) => ({ fee_type: f.type, price: f.price })),
        packages.map((pkg) => ({ id: pkg.id, price: pkg.b2c_price, tags: pkg.tags })),
      ).price
    : 0;
  const total = Math.max(0, itemsTotal + fee - c.discount);
  return { chosenPackages, chosenTests, location, packages, loaded, items, itemsTotal, fee, total };
}

export type Order = ReturnType<typeof useOrder>;
