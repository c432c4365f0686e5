import { useEffect, useRef } from 'react';
import { announce } from '../../client/announce';
import { formatDistance } from '../../domain/geo';
import { placeLabel } from '../../domain/settlements';
import type { Lang } from '../../i18n/lang';
import type { Place } from './types';

/**
 * Says, through the page's live region (issue 16 point 5), that a list of locations has been sorted
 * anew by distance from `place`: from where, the nearest and how far it is. Each place a search or the
 * browser's position gives is said once it is drawn; the place the page opened with is not.
 * `template` holds '{place}', '{nearest}' and '{distance}'; `here` names a place without a name (the
 * browser's position).
 */
export function useSortAnnouncement(
  lang: Lang,
  place: Place | null,
  nearest: { name: string; distanceKm: number } | undefined,
  template: string,
  here: string,
): void {
  const said = useRef(place);
  useEffect(() => {
    if (!place || place === said.current || !nearest || !Number.isFinite(nearest.distanceKm)) return;
    said.current = place;
    const values: Record<string, string> = {
      place: placeLabel(place, lang) || here,
      nearest: nearest.name,
      distance: formatDistance(nearest.distanceKm, lang),
    };
    announce(template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole));
  });
}
