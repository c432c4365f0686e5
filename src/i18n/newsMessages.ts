import type { Lang } from './lang';

/** Strings of the news and blog pages (/hasznos, /hasznos/{hirSanitizedTitle}). Templates use {name}. */
export interface NewsMessages {
  title: string;
  intro: string;
  description: string;
  tagTitle: string;
  tagIntro: string;
  pageTitle: string;
  tagFilterLabel: string;
  allTags: string;
  featured: string;
  frontPage: string;
  latest: string;
  noArticles: string;
  readMore: string;
  publishedOn: string;
  by: string;
  author: string;
  tags: string;
  related: string;
  backToList: string;
  paginationLabel: string;
  previous: string;
  next: string;
  pageOf: string;
  bookTitle: string;
  bookText: string;
  bookButton: string;
}

const hu: NewsMessages = {
  title: 'Hasznos',
  intro: 'Hírek, tanácsok és érthető magyarázatok a laborvizsgálatokról – szakorvosaink és asszisztenseink tollából.',
  description:
    'Hírek és egészségügyi tanácsok a Pannon Labortól: felkészülés a vérvételre, leletértelmezés, vitaminok, pajzsmirigy, szív és érrendszer.',
  tagTitle: 'Hasznos: {tag}',
  tagIntro: 'Cikkeink ebben a témában: {tag}.',
  pageTitle: '{title} – {page}. oldal',
  tagFilterLabel: 'Szűrés téma szerint',
  allTags: 'Összes',
  featured: 'Kiemelt cikk',
  frontPage: 'Ajánljuk',
  latest: 'Legfrissebb cikkek',
  noArticles: 'Ebben a témában még nincs cikk.',
  readMore: 'Tovább olvasom',
  publishedOn: 'Megjelent',
  by: 'Szerző',
  author: 'A cikk szerzője',
  tags: 'Témák',
  related: 'Kapcsolódó cikkek',
  backToList: 'Vissza a cikkekhez',
  paginationLabel: 'Oldalak',
  previous: 'Előző',
  next: 'Következő',
  pageOf: '{page}. oldal',
  bookTitle: 'Laborvizsgálatra készül?',
  bookText: 'Foglaljon időpontot online, és kapja meg eredményeit akár már aznap.',
  bookButton: 'Időpontot foglalok',
};

const en: NewsMessages = {
  title: 'Health news',
  intro: 'News, advice and clear explanations of lab tests – written by our doctors and sampling staff.',
  description:
    'News and health advice from Pannon Labor: preparing for a blood test, understanding results, vitamins, thyroid and heart health.',
  tagTitle: 'Health news: {tag}',
  tagIntro: 'Our articles on this topic: {tag}.',
  pageTitle: '{title} – page {page}',
  tagFilterLabel: 'Filter by topic',
  allTags: 'All',
  featured: 'Featured article',
  frontPage: 'Recommended',
  latest: 'Latest articles',
  noArticles: 'There are no articles on this topic yet.',
  readMore: 'Read more',
  publishedOn: 'Published',
  by: 'Author',
  author: 'About the author',
  tags: 'Topics',
  related: 'Related articles',
  backToList: 'Back to the articles',
  paginationLabel: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page}',
  bookTitle: 'Planning a lab test?',
  bookText: 'Book an appointment online and get your results as soon as the same day.',
  bookButton: 'Book an appointment',
};

export const newsMessages = (lang: Lang): NewsMessages => (lang === 'en' ? en : hu);

/** Fills {name} placeholders. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
