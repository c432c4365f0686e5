import { LOCATIONS, PACKAGES } from './catalogue.mjs';
import { sqlString } from './sql.mjs';

// The content-source extras of the catalogue (spec section 3): one 'locations' document per sampling
// location and one 'services' document per package, in Hungarian and English. They are joined to the
// laboratory data by WhitetechLocationID (the lab_locations id) and WhitetechID (the package's
// whitetech_id); URL repeats the lab url_slug. Fields left empty are null, as Strapi answers them.

export const CONTENT_TYPES = [
  ['locations', 'collection'],
  ['services', 'collection'],
];

const LOCALES = ['hu', 'en'];

/** Per-location extras; every other location gets the defaults below. */
const LOCATION_EXTRAS = {
  'budapest-vaci-ut': {
    ExtraInfo: {
      hu: 'Akadálymentes bejárat és mosdó, lift a váróhoz.',
      en: 'Step-free entrance and toilet, lift to the waiting room.',
    },
    highlighted: true,
    LocationCategory: 'premium',
  },
  'budapest-margit-korut': {
    ParkingInfo: {
      hu: 'Hétköznap délelőtt a Mechwart liget melletti mellékutcákban általában van szabad fizetős parkolóhely.',
      en: 'On weekday mornings there are usually free paid spaces in the side streets next to Mechwart liget.',
    },
  },
  'budapest-bartok-bela-ut': {
    ExtraInfo: {
      hu: 'Pelenkázó és babakocsi-tároló a váróban.',
      en: 'Changing table and pushchair space in the waiting room.',
    },
  },
  'budapest-infopark': {
    ExtraInfo: {
      hu: 'Csak szerződéses vállalati partnereink munkatársainak.',
      en: 'Only for the staff of our contracted corporate partners.',
    },
    VIPPartner: true,
  },
  budaors: {
    ParkingInfo: {
      hu: 'Ingyenes parkolás a rendelő saját parkolójában (12 hely, ebből 1 akadálymentes).',
      en: 'Free parking in our own car park (12 spaces, 1 of them accessible).',
    },
    IsNew: true,
  },
  'debrecen-nagyerdo': {
    TransportInfo: {
      hu: 'Az 1-es villamos Nagyerdei park megállójától 3 perc séta; a vasútállomásról villamossal kb. 12 perc.',
      en: 'A 3-minute walk from the Nagyerdei park stop of tram 1; about 12 minutes by tram from the railway station.',
    },
    highlighted: true,
  },
  gyor: {
    ExtraInfo: {
      hu: 'Partnerrendelőnk épületében, az első emeleten (lift van).',
      en: "In our partner clinic's building, on the first floor (there is a lift).",
    },
    VIPPartner: true,
  },
  szekesfehervar: {
    ExtraInfo: {
      hu: 'Új helyszín! Akadálymentes, földszinti rendelő.',
      en: 'New location! Step-free, ground-floor clinic.',
    },
    IsNew: true,
  },
};

/** Per-package extras (by url_slug): Quality, SmartChoice, TopIcon. */
const SERVICE_EXTRAS = {
  'alap-laborcsomag': { SmartChoice: true, TopIcon: 'drop' },
  'kiterjesztett-laborcsomag': { Quality: 'Prémium', TopIcon: 'shield' },
  'sziv-es-errendszeri-csomag': { TopIcon: 'heart' },
  'maj-es-vesefunkcios-csomag': { TopIcon: 'drop' },
  'sportoloi-csomag': { TopIcon: 'heart' },
  'pajzsmirigy-csomag': { TopIcon: 'thyroid' },
  'hashimoto-csomag': { SmartChoice: true, TopIcon: 'thyroid' },
  'pajzsmirigy-komplex-csomag': { Quality: 'Prémium', TopIcon: 'thyroid' },
  'vitamin-csomag': { SmartChoice: true, TopIcon: 'leaf' },
  'vashiany-csomag': { TopIcon: 'leaf' },
  'faradtsag-csomag': { TopIcon: 'leaf' },
  'babavaro-csomag': { Quality: 'Prémium' },
  'ferfi-egeszseg-csomag': { SmartChoice: true, TopIcon: 'shield' },
  'terheleses-vercukor-2-pontos': { TopIcon: 'drop' },
  'terheleses-vercukor-3-pontos': { TopIcon: 'drop' },
  'terheleses-vercukor-es-inzulin-5-pontos': { Quality: 'Prémium', TopIcon: 'drop' },
  'apoe-genetika': { TopIcon: 'dna' },
  'kullancs-pcr': { TopIcon: 'dna' },
  'pai-1-genetika': { TopIcon: 'dna' },
  'mthfr-genetika': { TopIcon: 'dna' },
  'trombozis-genetika': { TopIcon: 'dna' },
  'fshr-genetika': { TopIcon: 'dna' },
  'laktozintolerancia-genetika': { TopIcon: 'dna' },
  'glutenerzekenyseg-genetika': { TopIcon: 'dna' },
  'gyermek-alap-laborcsomag': { TopIcon: 'child' },
  'gyermek-allergia-csomag': { TopIcon: 'child' },
  'gyermek-vitamin-es-vas-csomag': { TopIcon: 'child' },
  cgm: { Quality: 'Prémium', TopIcon: 'sensor' },
  'vallalati-vezetoi-szures': { Quality: 'Prémium' },
};

const localised = (value, locale) => (value ? value[locale] : null);

function locationDocument(location, locale) {
  const extras = LOCATION_EXTRAS[location.url_slug] ?? {};
  return {
    Name: location.name,
    WhitetechLocationID: location.id,
    URL: location.url_slug,
    // No photo yet: an editor adds one in the CMS (CoverImg); until then the branded placeholder (decision 0057).
    CoverImg: null,
    ExtraInfo: localised(extras.ExtraInfo, locale),
    Weight: location.weight,
    TransportInfo: localised(extras.TransportInfo, locale),
    ParkingInfo: localised(extras.ParkingInfo, locale),
    IsNew: extras.IsNew ?? false,
    VIPPartner: extras.VIPPartner ?? false,
    highlighted: extras.highlighted ?? false,
    LocationCategory: extras.LocationCategory ?? 'basic',
  };
}

function serviceDocument(pkg, locale) {
  const extras = SERVICE_EXTRAS[pkg.url_slug] ?? {};
  return {
    Name: locale === 'hu' ? pkg.name_hu : pkg.name_en,
    WhitetechID: pkg.whitetech_id,
    URL: pkg.url_slug,
    Weight: pkg.weight,
    Quality: extras.Quality ?? null,
    SmartChoice: extras.SmartChoice ?? false,
    TopIcon: extras.TopIcon ?? null,
  };
}

/** Every document: { type, documentId, locale, data }. */
export function catalogueDocuments() {
  const docs = [];
  for (const locale of LOCALES) {
    for (const location of LOCATIONS) {
      docs.push({
        type: 'locations',
        documentId: `location-${location.url_slug}`,
        locale,
        data: locationDocument(location, locale),
      });
    }
    for (const pkg of PACKAGES) {
      docs.push({
        type: 'services',
        documentId: `service-${pkg.url_slug}`,
        locale,
        data: serviceDocument(pkg, locale),
      });
    }
  }
  return docs;
}

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE). */
export function catalogueContentStatements() {
  const types = CONTENT_TYPES.map(
    ([uid, kind]) => `INSERT OR IGNORE INTO content_types (uid, kind) VALUES (${sqlString(uid)}, ${sqlString(kind)})`,
  );
  const docs = catalogueDocuments().map(
    ({ type, documentId, locale, data }) =>
      `INSERT OR IGNORE INTO content_documents (document_id, type_uid, locale, data) VALUES (${sqlString(documentId)}, ${sqlString(type)}, ${sqlString(locale)}, ${sqlString(JSON.stringify(data))})`,
  );
  return [...types, ...docs];
}
