import type { ImageSource } from '../../domain/image';
import type { OpeningSchedule } from '../../domain/openNow';
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
  /** The content's photo of the point, or null for the branded placeholder (decision 0057). */
  photo: ImageSource | null;
  /** Its openings of the coming days, for 'open now' by the browser's clock. */
  schedule: OpeningSchedule;
  /** The booking start with this point chosen. */
  bookHref: string;
}

/** The point distances are measured from: a place typed (with its postal code) or the browser's position. */
export type Place = LocatedPlace;
