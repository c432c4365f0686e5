import { Hono } from 'hono';
import { use } from 'react';
import { renderMarkup } from '../../lib/markup';
import { sharedPage } from '../../cache/pageCache';
import { contentPart } from '../../backends/content';
import type { ContentEntry } from '../../backends/content/port';
import { cachedLocations } from '../../backends/lab';
import type { LabLocation } from '../../domain/location';
import type { FooterData } from '../../domain/footer';
import { HomeBlocks } from '../../components/blocks/HomeBlocks';
import type { BlockContext } from '../../components/blocks/Section';
import type { NewsArticle } from '../../components/blocks/News';
import { BLOCKS_POPULATE, type HomeBlock, parseBlocks } from '../../components/blocks/parse';
import { JsonLd } from '../../components/JsonLd';
import { isShownOnWeb, visibleByWeight } from '../../domain/visibility';
import type { AppEnv, Bindings } from '../../env';
import { homeMessages } from '../../i18n/homeMessages';
import type { Lang } from '../../i18n/lang';
import {
  loadExaminations,
  loadLocations,
  loadSingleTests,
  locationPhoto,
  type Examination,
} from '../../services/catalogue';
import type { ImageSource } from '../../domain/image';
import type { HorizontalGalleryBlock } from '../../components/blocks/HorizontalGallery';
import { catalogueHref } from '../../components/catalogue/ExaminationCatalogue';
import { NEWEST_FIRST, postedAt } from '../../services/news';
import { loadFooter, mediaImage } from '../../services/shell';
import { catalogueCategories, examinationItem } from './catalogueItems';
import type { PageContext } from './pageContext';
import { cataloguePage, type CataloguePage } from './cataloguePage';

export const homePage = new Hono<AppEnv>();

homePage.get('/', sharedPage(), async (c) => {
  const page = await cataloguePage(c);
  const { lang, m, cm } = page;
  const content = await loadHomePage(c.env, lang);
  const [locations, footer] = await Promise.all([shownLocations(c.env, lang), loadFooter(c.env, lang)]);
  const blocks = await withData(c.env, page, content.blocks, locations);
  const ctx = { lang, imageResizing: c.env.IMAGE_RESIZING === 'true', m: homeMessages(lang), cm };
  return c.render(
    <>
      {blocks[0]?.kind === 'hero' ? null : <div className="pt-24" />}
      <Blocks blocks={blocks} ctx={ctx} />
      <JsonLd data={organizationData({ page, footer, locations })} />
    </>,
    {
      title: content.title ?? '',
      description: content.description ?? m.siteDescription,
      transparentHeader: true,
    },
  );
});

/** The blocks' markup, made when the page renders (a page answered from its kept copy skips it). */
function Blocks({ blocks, ctx }: { blocks: HomeBlock[]; ctx: Parameters<typeof blocksMarkup>[1] }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: use(blocksMarkup(blocks, ctx)) }} />;
}

interface HomePageContent {
  title?: string;
  description?: string;
  blocks: HomeBlock[];
}

/** The home page document; its blocks render in the order the content gives (spec section 2). */
async function loadHomePage(env: Bindings, lang: Lang): Promise<HomePageContent> {
  // A populate fragment per block kind: a long cache key, which the KV cache stores by its digest.
  const query = { locale: lang, populate: BLOCKS_POPULATE };
  const response = await contentPart(env, 'home-page', query, 'The home page blocks');
  const entry = (Array.isArray(response.data) ? response.data[0] : response.data) as ContentEntry | null;
  return {
    title: typeof entry?.Title === 'string' ? entry.Title : undefined,
    description: typeof entry?.Description === 'string' ? entry.Description : undefined,
    blocks: await parseBlocks(env, entry?.Blocks),
  };
}

/**
 * The blocks' markup, rendered once per language and block data and kept in the isolate's memory: the
 * home page is the site's largest and busiest page, and its blocks change only with the content, the
 * catalogue or the blog, whose data is the key. The document around it (CSP nonce, header, footer) is
 * rendered per request as usual; the blocks hold no per-request value (their islands' props are JSON).
 */
const MARKUP_ENTRIES = 8;
const markup = new Map<string, Promise<string>>();

/** The same promise for the same blocks, as `use` wants it when the render resumes; a failure is not kept. */
function blocksMarkup(blocks: HomeBlock[], ctx: BlockContext): Promise<string> {
  const key = `${ctx.lang}:${ctx.imageResizing}:${JSON.stringify(blocks)}`;
  let html = markup.get(key);
  if (html === undefined) {
    html = renderMarkup(<HomeBlocks blocks={blocks} ctx={ctx} />);
    html.catch(() => markup.delete(key));
    markup.set(key, html);
    if (markup.size > MARKUP_ENTRIES) markup.delete(markup.keys().next().value!);
  }
  return html;
}

/** Fills in what blocks show from the laboratory backend and the blog: prices, locations, articles. */
async function withData(
  env: Bindings,
  page: CataloguePage,
  blocks: HomeBlock[],
  locations: LabLocation[],
): Promise<HomeBlock[]> {
  const has = (kind: HomeBlock['kind']) => blocks.some((block) => block.kind === kind);
  const gallery = blocks.some(
    (block) => block.kind === 'horizontal-gallery' && block.data.items.some((item) => !item.image),
  );
  const [examinations, singleTests, articles, photos] = await Promise.all([
    has('price') || has('featured-examinations') || has('hero') ? shownExaminations(env, page.lang) : [],
    has('hero') ? loadSingleTests(env, page.lang).catch(() => []) : [],
    has('news') ? frontPageArticles(env, page.lang) : [],
    gallery ? locationPhotos(env, page.lang) : new Map<string, ImageSource>(),
  ]);
  // A gallery item leading to a location without a picture of its own shows the location's photo.
  const withPhoto = (item: HorizontalGalleryBlock['items'][number]) => {
    const slug = item.link?.match(/^\/helyszinek\/([^/?#]+)$/)?.[1];
    return item.image || !slug ? item : { ...item, image: photos.get(slug) ?? null };
  };
  const offers = (slugs: string[]) =>
    slugs.flatMap((slug) => examinations.find((exam) => exam.slug === slug) ?? []).map((exam) => offer(exam, page));
  return blocks.map((block): HomeBlock => {
    switch (block.kind) {
      case 'hero': {
        // The catalogue's own chips, so home offers exactly the categories the catalogue filters by.
        const catalogue = page.href('/laborvizsgalatok');
        const categories = catalogueCategories(examinations, singleTests, page).map(({ tag, name }) => ({
          tag,
          name,
          href: catalogueHref(catalogue, '', tag),
        }));
        return { ...block, data: { ...block.data, categories } };
      }
      case 'price':
        return { ...block, data: { ...block.data, examples: offers(block.data.slugs) } };
      case 'featured-examinations': {
        const { slugs, count } = block.data;
        // Named packages first; otherwise the content's smart choices, topped up by weight (spec section 3).
        const chosen = slugs.length
          ? offers(slugs)
          : [...examinations.filter((exam) => exam.smartChoice), ...examinations.filter((exam) => !exam.smartChoice)]
              .slice(0, count)
              .map((exam) => offer(exam, page));
        return { ...block, data: { ...block.data, offers: chosen.slice(0, count) } };
      }
      case 'test-points':
        return { ...block, data: { ...block.data, cities: citiesOf(locations) } };
      case 'news':
        return { ...block, data: { ...block.data, articles } };
      case 'horizontal-gallery':
        return { ...block, data: { ...block.data, items: block.data.items.map(withPhoto) } };
      default:
        return block;
    }
  });
}

function offer(exam: Examination, page: CataloguePage) {
  const item = examinationItem(exam, page);
  const { name, summary, href, price, priceWithout, smartChoice, choice, expected } = item;
  return { name, summary, href, price, priceWithout, smartChoice, choice, expected };
}

async function shownExaminations(env: Bindings, lang: Lang): Promise<Examination[]> {
  try {
    return visibleByWeight(await loadExaminations(env, lang));
  } catch (error) {
    console.error(`Home page examinations could not be loaded (locale ${lang})`, error);
    return [];
  }
}

/** The locations' photos by slug (decision 0057); none when they cannot be loaded (logged). */
async function locationPhotos(env: Bindings, lang: Lang): Promise<Map<string, ImageSource>> {
  try {
    return new Map(
      (await loadLocations(env, lang)).flatMap((location) => {
        const photo = locationPhoto(location);
        return photo ? [[location.slug, photo] as const] : [];
      }),
    );
  } catch (error) {
    console.error(`Home page location photos could not be loaded (locale ${lang})`, error);
    return new Map();
  }
}

async function shownLocations(env: Bindings, lang: Lang): Promise<LabLocation[]> {
  try {
    return (await cachedLocations(env, { language: lang })).filter(isShownOnWeb);
  } catch (error) {
    console.error(`Home page locations could not be loaded (locale ${lang})`, error);
    return [];
  }
}

/** Cities with their number of sampling points, most points first, then alphabetically. */
function citiesOf(locations: LabLocation[]) {
  const counts = new Map<string, number>();
  for (const location of locations) counts.set(location.city, (counts.get(location.city) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'hu'));
}

/** The three newest front-page blog articles; none (or no blog at all) hides the News block. */
async function frontPageArticles(env: Bindings, lang: Lang): Promise<NewsArticle[]> {
  const query = {
    locale: lang,
    filters: { FrontPageItem: { $eq: true } },
    sort: NEWEST_FIRST,
    pagination: { page: 1, pageSize: 3 },
    fields: ['Title', 'Slug', 'Excerpt', 'PostedAt', 'publishedAt'],
    populate: ['CoverImg'],
  };
  const response = await contentPart(env, 'blogs', query, "The home page's news");
  const entries = Array.isArray(response.data) ? response.data : [];
  const articles = await Promise.all(
    entries.map(async (entry): Promise<NewsArticle | null> => {
      if (typeof entry.Title !== 'string' || typeof entry.Slug !== 'string' || !entry.Slug) return null;
      return {
        title: entry.Title,
        slug: entry.Slug,
        excerpt: typeof entry.Excerpt === 'string' ? entry.Excerpt : undefined,
        image: await mediaImage(env, entry.CoverImg),
        publishedAt: postedAt(entry),
      };
    }),
  );
  return articles.filter((article): article is NewsArticle => article !== null);
}

/**
 * The laboratory as a schema.org organisation: the headquarters from the footer content, the telephone
 * of the sampling point at that address, and the social profiles switched on in the content.
 */
function organizationData({
  page,
  footer,
  locations,
}: {
  page: PageContext;
  footer: FooterData;
  locations: LabLocation[];
}) {
  const hq = /^(\d{4})\s+([^,]+),\s*(.+)$/.exec(footer.headquarter?.trim() ?? '');
  const atHq = hq ? locations.find((l) => l.zip_code === hq[1] && l.address.trim() === hq[3]!.trim()) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    '@id': `${page.origin}/#organization`,
    name: page.m.siteName,
    url: `${page.origin}${page.href('/')}`,
    logo: `${page.origin}/images/logo.svg`,
    description: homeMessages(page.lang).organizationDescription,
    address: hq
      ? {
          '@type': 'PostalAddress',
          postalCode: hq[1],
          addressLocality: hq[2],
          streetAddress: hq[3],
          addressCountry: 'HU',
        }
      : undefined,
    telephone: atHq?.phone || undefined,
    sameAs: footer.socials.length ? footer.socials.map((social) => social.link) : undefined,
  };
}
