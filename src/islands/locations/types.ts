import type { LocatedPlace } from '../../domain/settlements';

/** A sampling location as the finder and the map show it, pre-formatted on the server. */
export interface LocationSummary {
  id: number;
  href: string;
  name: string;
  address: string;
  /** The location's postal code: a search for it lists this location first. */
  zipCode: string;
  lat: number;
  lng: number;
  hours: { days: string; hours: string; open: boolean }[];
  childTesting: boolean;
  isNew: boolean;
}

/** The point distances are measured from: a place typed (with its postal code) or the browser's position. */
export type Place = LocatedPlace;
