import type { Lang } from './lang';

/** The fixed strings of the home page blocks; everything else on the home page comes from the content. */
export interface HomeMessages {
  samplingPoints: (count: number) => string;
  cities: (count: number) => string;
  readMore: string;
  galleryLabel: (title: string) => string;
  galleryHint: string;
  /** The accessible name of a featured package's details link. */
  detailsOf: (name: string) => string;
  organizationDescription: string;
  /** Above the hero's category links: every category one tap from the first screen. */
  browseCategories: string;
}

const hu: HomeMessages = {
  samplingPoints: (count) => `${count} mintavételi hely`,
  cities: (count) => `${count} városban`,
  readMore: 'Tovább olvasom',
  galleryLabel: (title) => `${title} – görgethető képsor`,
  galleryHint: 'Görgessen oldalra, vagy használja a nyílbillentyűket.',
  detailsOf: (name) => `${name} részletei`,
  browseCategories: 'Vizsgálatok témák szerint',
  organizationDescription: 'Magánlaboratórium: laborvizsgálatok és vérvétel időpontfoglalással Budapesten és vidéken.',
};

const en: HomeMessages = {
  samplingPoints: (count) => `${count} sampling ${count === 1 ? 'point' : 'points'}`,
  cities: (count) => `in ${count} ${count === 1 ? 'city' : 'cities'}`,
  readMore: 'Read more',
  galleryLabel: (title) => `${title}: scrollable gallery`,
  galleryHint: 'Scroll sideways or use the arrow keys.',
  detailsOf: (name) => `Details of ${name}`,
  browseCategories: 'Tests by topic',
  organizationDescription:
    'Private medical laboratory: lab tests and blood sampling by appointment in Budapest and across Hungary.',
};

export function homeMessages(lang: Lang): HomeMessages {
  return lang === 'en' ? en : hu;
}
