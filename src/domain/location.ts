/**
 * A sampling location as the laboratory describes it (spec section 7, Laboratory backend): its weekly
 * working plan and sampling fees. The laboratory-backend port (src/backends/lab/port.ts) answers it.
 */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** 'HH:MM:SS' or null; a day is open only if start and end exist and differ. */
export interface WorkingDay {
  start: string | null;
  end: string | null;
}

export interface SamplingFee {
  /** 'base', 'samplingfee_ex_2', 'samplingfee_ex_3' or 'samplingfee_ex_5'. */
  type: string;
  name: string;
  price: number;
}

export interface LabLocation {
  id: number;
  url_slug: string;
  name: string;
  address: string;
  zip_code: string;
  city: string;
  county: string;
  gps_latitude: number;
  gps_longitude: number;
  phone: string;
  email: string;
  working_plan: Record<Weekday, WorkingDay>;
  /** 'showonweb', 'child_testing', ... */
  tags: string[];
  sampling_fee: SamplingFee[];
  img: string | null;
  /** The Hungarian description (the field's name in the laboratory system). */
  text_hu: string;
  /** The description in the requested language. */
  text: string;
  public_transport_info: string;
  parking_info: string;
  weight: number;
  /** Ids of the packages this location can sample. */
  package_ids: number[];
}
