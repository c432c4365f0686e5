import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { announce } from '../../client/announce';
import { call } from '../../client/call';
import type { LabLocation } from '../../domain/location';
import { packageIds, setLocation } from '../../domain/cart';
import { allPackageIds, personPackageIds } from '../../domain/partyCart';
import { nearestToPlace } from '../../domain/settlements';
import { visibleByWeight } from '../../domain/visibility';
import { cart, updateCart } from '../cart/store';
import type { Place } from '../locations/types';
import { useSortAnnouncement } from '../locations/useSortAnnouncement';
import { SearchForm } from '../SearchForm';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { stepHref, useStepGate } from './gate';
import { LocationCard, type PlaceExtras } from './LocationCard';
import { Bone, Pending } from './placeholder';
import { fill, Notice, StepActions, type StepProps } from './shared';

const CHILD_TESTING = 'child_testing';

/**
 * /idopontfoglalas-helyszinvalasztas: only locations where every chosen examination can be sampled
 * (and, for children's packages, that do child testing), nearest first from a postal code or town.
 */
export function LocationStep({
  lang,
  prefix,
  labels,
  places = {},
}: StepProps & { places?: Record<number, PlaceExtras> }) {
  useSignals();
  const open = useStepGate('location', prefix);
  // Everyone's packages, a family booking's other people's too (docs/decisions/0048).
  const chosenPackages = allPackageIds(cart.value);
  const [locations, setLocations] = useState<LabLocation[] | null>(null);
  /** Each person's chosen packages' tags, the booker's first: they decide the sampling fees the cards show. */
  const [packageTags, setPackageTags] = useState<string[][][]>([]);
  const [query, setQuery] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [message, setMessage] = useState('');
  /** A problem with the search, shown under it and said by the page's live region (issue 16 point 5). */
  const tell = (text: string) => {
    setMessage(text);
    announce(text);
  };

  useEffect(() => {
    if (!open) return;
    const ids = chosenPackages.join(',') || undefined;
    Promise.all([
      call('locations', { query: { language: lang, package_ids: ids } }, { showLoading: true }),
      ids ? call('packages', { query: { language: lang, package_ids: ids } }) : { data: [] },
    ])
      .then(([found, packages]) => {
        const forChildren = packages.data.some((pkg) => pkg.tags.includes(CHILD_TESTING));
        const tags = new Map(packages.data.map((pkg) => [pkg.id, pkg.tags]));
        const people = [packageIds(cart.value), ...cart.value.people.map(personPackageIds)];
        setPackageTags(people.map((ids) => ids.map((id) => tags.get(id) ?? [])));
        setLocations(visibleByWeight(found.data).filter((l) => !forChildren || l.tags.includes(CHILD_TESTING)));
      })
      .catch(() => setLocations([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the gate opens
  }, [open]);

  const choose = (id: number) => {
    updateCart((current) => setLocation(current, id));
    location.assign(stepHref(prefix, 'time'));
  };

  // The search form is the same for every cart: the server renders it. The list below it depends on the
  // cart's packages, so it replaces a placeholder of its size when the locations are in (decision 0037).
  return (
    <div>
      <SearchForm
        action=""
        id="booking-place"
        name="hely"
        type="text"
        label={labels.placeLabel}
        autoComplete="postal-code"
        value={query}
        onChange={setQuery}
        submitLabel={labels.placeButton}
        onSubmit={() =>
          call('locate', { query: { q: query.trim() } })
            .then(({ data }) => {
              setPlace(data);
              setMessage('');
            })
            .catch(() => tell(fill(labels.placeNotFound, { query })))
        }
      >
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            navigator.geolocation?.getCurrentPosition(
              ({ coords }) => setPlace({ name: '', lat: coords.latitude, lng: coords.longitude }),
              () => tell(labels.positionFailed),
              { timeout: 10_000, maximumAge: 300_000 },
            )
          }
        >
          {labels.useMyLocation}
        </button>
      </SearchForm>
      <p className="mt-2 min-h-6 text-sm text-ink-soft">{message}</p>
      {!open || locations === null ? (
        <LocationsPlaceholder />
      ) : locations.length === 0 ? (
        <>
          <Notice tone="error">{labels.noLocations}</Notice>
          <StepActions back={stepHref(prefix, 'cart')} backLabel={labels.back} />
        </>
      ) : (
        <LocationChoices
          lang={lang}
          labels={labels}
          locations={locations}
          place={place}
          places={places}
          packageTags={packageTags}
          chosen={cart.value.location}
          onChoose={choose}
          back={stepHref(prefix, 'cart')}
        />
      )}
    </div>
  );
}

/** Four location cards, their photo, name, address, hours, fee and button still blank, until the cart's locations are in. */
function LocationsPlaceholder() {
  return (
    <Pending className="mt-4 grid gap-4 md:grid-cols-2">
      {['first', 'second', 'third', 'fourth'].map((card) => (
        <div key={card} className="card flex flex-col overflow-hidden p-0">
          <Bone className="aspect-[16/9] rounded-none" />
          <div className="flex h-76 flex-col gap-2 p-5 md:h-72">
            <Bone className="h-7 w-52" />
            <Bone className="h-6 w-64 max-w-full" />
            <Bone className="mt-2 h-16 w-44" />
            <Bone className="mt-2 h-10" />
            <Bone className="mt-auto h-11 rounded-full" />
          </div>
        </div>
      ))}
    </Pending>
  );
}

/** The cart's locations, nearest first once a place is known, each with its choose button. */
function LocationChoices({
  lang,
  labels,
  locations,
  place,
  places,
  packageTags,
  chosen: chosenId,
  onChoose: choose,
  back,
}: {
  lang: Lang;
  labels: BookingMessages;
  locations: LabLocation[];
  place: Place | null;
  places: Record<number, PlaceExtras>;
  packageTags: string[][][];
  chosen: number | null;
  onChoose: (id: number) => void;
  back: string;
}) {
  const sorted = place
    ? nearestToPlace(
        locations,
        place,
        (l) => ({ lat: l.gps_latitude, lng: l.gps_longitude }),
        (l) => l.zip_code,
      )
    : locations.map((l) => ({ ...l, distanceKm: NaN }));
  useSortAnnouncement(lang, place, sorted[0], labels.sortedByDistance, labels.yourPosition);
  return (
    <>
      <ul className="mt-4 grid gap-4 md:grid-cols-2" data-location-choices="">
        {sorted.map((l) => (
          <LocationCard
            key={l.id}
            lang={lang}
            labels={labels}
            location={l}
            distanceKm={l.distanceKm}
            extras={places[l.id]}
            packageTags={packageTags}
            chosen={chosenId === l.id}
            onChoose={() => choose(l.id)}
          />
        ))}
      </ul>
      <StepActions back={back} backLabel={labels.back} />
    </>
  );
}
