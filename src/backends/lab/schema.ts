import * as v from 'valibot';
import type { LabFraction, LabPackage, LabPriceEntry, LabTest } from '../../domain/catalogue';
import type { LabLocation, SamplingFee, WorkingDay } from '../../domain/location';

/**
 * valibot schemas for the laboratory system's answers (DESIGN.md: every remote implementation validates
 * every upstream response). Each is typed against its port shape, so a field added to port.ts without
 * a schema does not compile. Unknown fields are dropped: the system may send more than the port names.
 */

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const forints = count;
const tags = v.array(v.string());

export const labFractionSchema: v.GenericSchema<LabFraction> = v.object({
  id,
  name: v.string(),
  sample_type: v.string(),
});

export const labTestSchema: v.GenericSchema<LabTest> = v.object({
  id,
  code: v.string(),
  url_slug: v.string(),
  name: v.string(),
  name_en: v.string(),
  description: v.string(),
  b2c_price: forints,
  turn_around_time_min: count,
  turn_around_time_max: count,
  fractions: v.array(labFractionSchema),
  fasting_hours: count,
  morning_only: v.boolean(),
  preparation: v.string(),
  tags,
});

export const labPackageSchema: v.GenericSchema<LabPackage> = v.object({
  id,
  whitetech_id: v.string(),
  code: v.string(),
  url_slug: v.string(),
  name: v.string(),
  name_en: v.string(),
  short_description: v.string(),
  description: v.string(),
  b2c_price: forints,
  price_without_discount: forints,
  tags,
  category_tag: v.string(),
  category_name: v.string(),
  category_description: v.string(),
  category_weight: v.number(),
  turn_around_time_min: count,
  turn_around_time_max: count,
  tests: v.array(labTestSchema),
  fractions: v.array(labFractionSchema),
  app_time: v.pipe(v.number(), v.integer(), v.minValue(1)),
  weight: v.number(),
  info_sheet: v.nullable(v.string()),
});

// 'HH:MM' or 'HH:MM:SS' wall-clock time (migrations/0003_create_catalogue.sql, lab_working_plans).
const clock = v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Expected HH:MM:SS')));
const workingDay: v.GenericSchema<WorkingDay> = v.object({ start: clock, end: clock });

const samplingFeeSchema: v.GenericSchema<SamplingFee> = v.object({
  type: v.string(),
  name: v.string(),
  price: forints,
});

export const labLocationSchema: v.GenericSchema<LabLocation> = v.object({
  id,
  url_slug: v.string(),
  name: v.string(),
  address: v.string(),
  zip_code: v.string(),
  city: v.string(),
  county: v.string(),
  gps_latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  gps_longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  phone: v.string(),
  email: v.string(),
  working_plan: v.object({
    monday: workingDay,
    tuesday: workingDay,
    wednesday: workingDay,
    thursday: workingDay,
    friday: workingDay,
    saturday: workingDay,
    sunday: workingDay,
  }),
  tags,
  sampling_fee: v.array(samplingFeeSchema),
  img: v.nullable(v.string()),
  text_hu: v.string(),
  text: v.string(),
  public_transport_info: v.string(),
  parking_info: v.string(),
  weight: v.number(),
  package_ids: v.array(id),
});

export const labPriceEntrySchema: v.GenericSchema<LabPriceEntry> = v.object({
  type: v.picklist(['test', 'package']),
  id,
  code: v.string(),
  name: v.string(),
  url_slug: v.string(),
  category_tag: v.nullable(v.string()),
  category_name: v.nullable(v.string()),
  b2c_price: forints,
  price_without_discount: v.nullable(forints),
  turn_around_time_min: count,
  turn_around_time_max: count,
  tags,
});

/**
 * `{ data: [...] }`, the envelope of every list call. `data: null` is an empty answer, not a broken
 * one: it reads as [] and the API layer reports 'No data received from …' (spec section 8).
 */
export const envelope = <T>(item: v.GenericSchema<T>) =>
  v.pipe(
    v.object({ data: v.nullable(v.array(item)) }),
    v.transform(({ data }) => data ?? []),
  );
