import { useEffect, useState } from 'react';
import type { LabPackage } from '../../../domain/catalogue';
import type { LabLocation } from '../../../domain/location';
import { itemsPrice, packageIds, testIds } from '../../../domain/cart';
import { allPackageIds, personPackageIds } from '../../../domain/partyCart';
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
    // Everyone's packages: a family booking's other people's too (docs/decisions/0048).
    const wanted = allPackageIds(c);
    const priced = wanted.length
      ? call('packages', { query: { language: lang, package_ids: wanted.join(',') } })
          .then(({ data }) => setPackages(data))
          .catch(() => setPackages([]))
      : null;
    void Promise.all([place, priced]).then(() => setLoaded(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the gate opens
  }, [open]);

  const items = [...c.examinations.filter((exam) => !exam.locked), ...c.parameters];
  // Each person is sampled, so each pays the sampling fee of their own packages (docs/decisions/0048).
  const feeOf = (ids: number[]) =>
    location
      ? samplingFee(
          location.sampling_fee.map((f) => ({ fee_type: f.type, price: f.price })),
          packages
            .filter((pkg) => ids.includes(pkg.id))
            .map((pkg) => ({ id: pkg.id, price: pkg.b2c_price, tags: pkg.tags })),
        ).price
      : 0;
  const people = c.people.map((person) => {
    const own = [...person.examinations, ...person.parameters];
    const fee = feeOf(personPackageIds(person));
    return { key: person.key, items: own, itemsTotal: itemsPrice(own), fee, total: itemsPrice(own) + fee };
  });
  const bookerFee = feeOf(chosenPackages);
  // Everyone's together: what the summary totals and the one payment pay; the coupon is the booker's.
  const itemsTotal = itemsPrice(items) + people.reduce((total, person) => total + person.itemsTotal, 0);
  const fee = bookerFee + people.reduce((total, person) => total + person.fee, 0);
  const total = Math.max(0, itemsTotal + fee - c.discount);
  const booker = {
    itemsTotal: itemsPrice(items),
    fee: bookerFee,
    total: Math.max(0, itemsPrice(items) + bookerFee - c.discount),
  };
  return { chosenPackages, chosenTests, location, packages, loaded, items, itemsTotal, fee, total, booker, people };
}

export type Order = ReturnType<typeof useOrder>;
