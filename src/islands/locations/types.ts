/** A sampling location as the finder and the map show it, pre-formatted on the server. */
export interface LocationSummary {
  id: number;
  href: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  hours: { days: string; hours: string; open: boolean }[];
  childTesting: boolean;
  isNew: boolean;
}

export interface Place {
  name: string;
  lat: number;
  lng: number;
}
