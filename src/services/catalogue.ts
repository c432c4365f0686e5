import { contentPart } from '../backends/content';
import { cachedLocations, cachedPackages, cachedTests } from '../backends/lab';
import type { LabLocation } from '../domain/location';
import type { LabPackage, LabTest } from '../domain/catalogue';
import type { ImageSource } from '../domain/image';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/lang';
import { mediaImage } from './shell';

/**
 * The catalogue as pages show it: the laboratory backend's packages, tests and locations, merged with
 * their content extras (spec section 3: Weight, URL, SmartChoice, CoverImg, ...) from the content source.
 * A missing extra leaves the laboratory's own value.
 */
export interface Examination extends LabPackage {
  slug: string;
  quality: string | null;
  smartChoice: boolean;
  topIcon: string | null;
}

export interface Location extends LabLocation {
  slug: string;
  coverImage: ImageSource | null;
  extraInfo: string | null;
  isNew: boolean;
  vipPartner: boolean;
  highlighted: boolean;
  /** LocationCategory, 'basic' unless the content says otherwise. */
  category: string;
}

async function extras(env: Bindings, lang: Lang, type: 'services' | 'locations', idField: string) {
  // Extras only refine the laboratory's data; without them the pages still work.
  const query = { locale: lang, populate: '*', pagination: { pageSize: 100 } };
  const response = await contentPart(env, type, query, `The content extras for ${type}`);
  const entries = Array.isArray(response.data) ? response.data : [];
  return new Map(entries.map((entry) => [String(entry[idField]), entry]));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function loadExaminations(env: Bindings, lang: Lang): Promise<Examination[]> {
  const [packages, content] = await Promise.all([
    cachedPackages(env, { language: lang }),
    extras(env, lang, 'services', 'WhitetechID'),
  ]);
  return packages.map((pkg) => {
    const extra = content.get(pkg.whitetech_id);
    return {
      ...pkg,
      slug: text(extra?.URL) ?? pkg.url_slug,
      weight: number(extra?.Weight) ?? pkg.weight,
      quality: text(extra?.Quality),
      smartChoice: extra?.SmartChoice === true,
      topIcon: text(extra?.TopIcon),
    };
  });
}

export function loadSingleTests(env: Bindings, lang: Lang): Promise<LabTest[]> {
  return cachedTests(env, { language: lang });
}

export async function loadLocations(env: Bindings, lang: Lang): Promise<Location[]> {
  const [locations, content] = await Promise.all([
    cachedLocations(env, { language: lang }),
    extras(env, lang, 'locations', 'WhitetechLocationID'),
  ]);
  return Promise.all(
    locations.map(async (location) => {
      const extra = content.get(String(location.id));
      return {
        ...location,
        slug: text(extra?.URL) ?? location.url_slug,
        weight: number(extra?.Weight) ?? location.weight,
        public_transport_info: text(extra?.TransportInfo) ?? location.public_transport_info,
        parking_info: text(extra?.ParkingInfo) ?? location.parking_info,
        coverImage: (await mediaImage(env, extra?.CoverImg)) ?? null,
        extraInfo: text(extra?.ExtraInfo),
        isNew: extra?.IsNew === true,
        vipPartner: extra?.VIPPartner === true,
        highlighted: extra?.highlighted === true,
        category: text(extra?.LocationCategory) ?? 'basic',
      };
    }),
  );
}

/** The content's photo of a location, else the laboratory's own picture, else null (the placeholder: decision 0057). */
export function locationPhoto(location: Location): ImageSource | null {
  return location.coverImage ?? (location.img ? { url: location.img, width: 1200, height: 675, alt: '' } : null);
}
