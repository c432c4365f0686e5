import { LocationPhoto } from '../../components/LocationPhoto';
import { formatDistance } from '../../domain/geo';
import type { ImageSource } from '../../domain/image';
import type { LabLocation } from '../../domain/location';
import type { OpeningSchedule } from '../../domain/openNow';
import { openingHours } from '../../domain/openingHours';
import { formatPrice } from '../../domain/prices';
import { samplingFee } from '../../domain/pricing';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { LiveOpenNow } from '../LiveOpenNow';
import { OpeningHoursList } from '../locations/OpeningHoursList';
import { fill } from './shared';

/** What the page adds to a location for its card: the content's photo and the coming openings (decision 0057). */
export interface PlaceExtras {
  photo: ImageSource | null;
  schedule: OpeningSchedule;
}

/**
 * The sampling fee this cart would pay here (domain/pricing.ts samplingFee, the rule the booking's price
 * follows): for each person a glucose-load fee only when one of their packages calls for it, else the
 * basic fee. `people` holds each person's packages' tags, the booker's first (a family booking pays a fee
 * per person, decision 0048). Its name and price (everyone's together, with how many they are), or null
 * when the location lists no fee.
 */
export function cartFee(
  location: LabLocation,
  people: string[][][],
  lang: Lang,
  labels: Pick<BookingMessages, 'feeForPeople' | 'feesForPeople'>,
) {
  if (location.sampling_fee.length === 0) return null;
  const fees = location.sampling_fee.map((fee) => ({ fee_type: fee.type, price: fee.price }));
  const each = (people.length ? people : [[]]).map((tags) =>
    samplingFee(
      fees,
      tags.map((packageTags, id) => ({ id, price: 0, tags: packageTags })),
    ),
  );
  const name = (type: string) => location.sampling_fee.find((fee) => fee.type === type)?.name ?? '';
  const price = formatPrice(
    each.reduce((sum, fee) => sum + fee.price, 0),
    lang,
  );
  const [first] = each;
  if (each.length === 1) return { label: name(first!.type), price };
  const count = String(each.length);
  const label = each.every((fee) => fee.type === first!.type)
    ? fill(labels.feeForPeople, { fee: name(first!.type), count })
    : fill(labels.feesForPeople, { count });
  return { label, price };
}

/** A location on the booking's location step: photo, name, distance, open now, hours, this cart's fee, Choose. */
export function LocationCard({
  lang,
  labels,
  location: l,
  distanceKm,
  extras,
  packageTags,
  chosen,
  onChoose,
}: {
  lang: Lang;
  labels: BookingMessages;
  location: LabLocation;
  distanceKm: number;
  extras: PlaceExtras | undefined;
  /** Each person's chosen packages' tags, the booker's first (cartFee). */
  packageTags: string[][][];
  chosen: boolean;
  onChoose: () => void;
}) {
  const fee = cartFee(l, packageTags, lang, labels);
  return (
    <li
      className={`card flex flex-col overflow-hidden p-0 ${chosen ? 'ring-2 ring-brand-600' : ''}`}
      data-location-card={l.id}
    >
      {/* Flat: on the booking step the place's hours, fee and button matter more than its picture. */}
      <LocationPhoto photo={extras?.photo ?? null} name={l.name} city={l.city} width={480} aspect="aspect-[5/2]" />
      <div className="flex grow flex-col p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-700 text-ink">{l.name}</h2>
          {Number.isFinite(distanceKm) ? (
            <span className="badge shrink-0 whitespace-nowrap bg-brand-50 text-brand-800" data-distance="">
              {formatDistance(distanceKm, lang)}
            </span>
          ) : null}
        </div>
        <p className="text-ink-soft">{`${l.zip_code} ${l.city}, ${l.address}`}</p>
        {extras ? <LiveOpenNow schedule={extras.schedule} lang={lang} className="mt-3" /> : null}
        <OpeningHoursList rows={openingHours(l.working_plan, lang)} className="mt-2" />
        <p className="mt-3 grow text-sm text-ink-soft" data-sampling-fees="">
          {fee ? (
            <>
              {`${fee.label}: `}
              <span className="whitespace-nowrap font-600 text-ink">{fee.price}</span>
            </>
          ) : null}
        </p>
        <button
          type="button"
          className={`${chosen ? 'btn-chosen' : 'btn-primary'} mt-4`}
          aria-label={`${chosen ? labels.selected : labels.select}: ${l.name}`}
          onClick={onChoose}
        >
          {chosen ? labels.selected : labels.select}
        </button>
      </div>
    </li>
  );
}
