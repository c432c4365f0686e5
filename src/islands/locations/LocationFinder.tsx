import { useState } from 'react';
import { announce } from '../../client/announce';
import { call } from '../../client/call';
import { ApiError } from '../../client/http';
import { formatDistance } from '../../domain/geo';
import { nearestToPlace, placeLabel } from '../../domain/settlements';
import type { Lang } from '../../i18n/lang';
import { LocationPhoto } from '../../components/LocationPhoto';
import { SearchForm } from '../SearchForm';
import { LiveOpenNow } from '../LiveOpenNow';
import { LocationMap, type StreetMap } from './LocationMap';
import { OpeningHoursList } from './OpeningHoursList';
import type { LocationSummary, Place } from './types';
import { useSortAnnouncement } from './useSortAnnouncement';

export interface LocationFinderProps {
  lang: Lang;
  locations: LocationSummary[];
  /** The place the server already sorted from (?hely=), so the page works without JavaScript. */
  initialPlace: Place | null;
  initialQuery: string;
  action: string;
  map: string;
  /** The street map over the outline, when a tile source is configured (decision 0061). */
  street?: StreetMap;
  labels: {
    nearestLabel: string;
    nearestPlaceholder: string;
    nearestButton: string;
    useMyLocation: string;
    myLocation: string;
    locating: string;
    geolocationFailed: string;
    /** '{query}' is filled in. */
    placeNotFound: string;
    /** '{place}' is filled in. */
    sortedFrom: string;
    /** Said when the list is sorted anew: '{place}', '{nearest}' and '{distance}' are filled in. */
    sortedByDistance: string;
    /** '{distance}' is filled in. */
    distanceAway: string;
    childTesting: string;
    isNew: string;
    openingHours: string;
    mapLabel: string;
    book: string;
    /** The button's accessible name: '{name}' is filled in. */
    bookAt: string;
  };
  /** Whether images go through Cloudflare's resizing (the photos' srcset). */
  resizing: boolean;
}

/**
 * /helyszinek: every shown location, nearest first from a postal code or settlement typed by the
 * visitor (looked up through /api/settlements/locate) or from the browser's geolocation; distances by
 * haversine (spec section 9).
 */
export function LocationFinder({
  lang,
  locations,
  initialPlace,
  initialQuery,
  action,
  map,
  street,
  labels,
  resizing,
}: LocationFinderProps) {
  const [query, setQuery] = useState(initialQuery);
  const [place, setPlace] = useState<Place | null>(initialPlace);
  const [message, setMessage] = useState('');
  /** What the line under the search says is also said aloud, once, by the page's live region (issue 16 point 5). */
  const tell = (text: string) => {
    setMessage(text);
    announce(text);
  };
  const sorted = place
    ? nearestToPlace(
        locations,
        place,
        (location) => location,
        (location) => location.zipCode,
      )
    : locations.map((location) => ({ ...location, distanceKm: NaN }));
  useSortAnnouncement(lang, place, sorted[0], labels.sortedByDistance, labels.myLocation);

  const search = async () => {
    const text = query.trim();
    if (!text) return;
    try {
      const { data } = await call('locate', { query: { q: text } }, { showLoading: true });
      setPlace(data);
      setMessage('');
      history.replaceState(null, '', `${action}?hely=${encodeURIComponent(text)}`);
    } catch (error) {
      tell(
        error instanceof ApiError && error.status === 404
          ? labels.placeNotFound.replace('{query}', text)
          : labels.geolocationFailed,
      );
    }
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return tell(labels.geolocationFailed);
    tell(labels.locating);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPlace({ name: labels.myLocation, lat: coords.latitude, lng: coords.longitude });
        setMessage('');
      },
      () => tell(labels.geolocationFailed),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_28rem]">
      <div className="min-w-0">
        <SearchForm
          action={action}
          id="place-search"
          name="hely"
          type="text"
          label={labels.nearestLabel}
          placeholder={labels.nearestPlaceholder}
          autoComplete="postal-code"
          value={query}
          submitLabel={labels.nearestButton}
          submitClassName="btn-primary"
          onChange={setQuery}
          onSubmit={() => void search()}
        >
          <button type="button" className="btn-secondary" onClick={useMyLocation}>
            {labels.useMyLocation}
          </button>
        </SearchForm>
        {/* Not a live region: the sorting and the problems are said by the page's (useSortAnnouncement, tell). */}
        <p className="mt-3 min-h-6 text-sm text-ink-soft" data-finder-status="">
          {message || (place ? labels.sortedFrom.replace('{place}', placeLabel(place, lang)) : '')}
        </p>
        <ol className="mt-4 space-y-4" data-location-list="">
          {sorted.map((location) => (
            <li
              key={location.id}
              className="card grid gap-4 overflow-hidden p-0 sm:grid-cols-[14rem_1fr]"
              data-location-id={location.id}
            >
              <LocationPhoto
                photo={location.photo}
                name={location.name}
                width={224}
                resizing={resizing}
                className="sm:h-full"
              />
              <div className="flex min-w-0 flex-col px-5 pb-5 sm:py-5 sm:pl-0">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-700 text-ink">
                    <a href={location.href} className="hover:text-brand-700 hover:underline">
                      {location.name}
                    </a>
                  </h2>
                  {Number.isFinite(location.distanceKm) ? (
                    <span className="badge shrink-0 whitespace-nowrap bg-brand-50 text-brand-800" data-distance="">
                      {labels.distanceAway.replace('{distance}', formatDistance(location.distanceKm, lang))}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-ink-soft">{location.address}</p>
                <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
                  {location.isNew ? <span className="badge">{labels.isNew}</span> : null}
                  {location.childTesting ? (
                    <span className="badge bg-brand-50 text-brand-800">{labels.childTesting}</span>
                  ) : null}
                </div>
                <LiveOpenNow schedule={location.schedule} lang={lang} className="mt-3" />
                <OpeningHoursList rows={location.hours} label={labels.openingHours} className="mt-2" />
                {/* The shell puts the location into the cart and goes on (src/client/cartButtons.ts). */}
                <a
                  href={location.bookHref}
                  className="btn-primary mt-4 self-start"
                  data-book-here={location.id}
                  aria-label={labels.bookAt.replace('{name}', location.name)}
                >
                  {labels.book}
                </a>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="lg:sticky lg:top-28 lg:self-start">
        <LocationMap
          map={map}
          pins={sorted}
          label={labels.mapLabel}
          highlight={place ? sorted[0]?.id : undefined}
          street={street}
        />
      </div>
    </div>
  );
}
