import type { Bindings } from '../../env';
import { mediaImage } from '../../services/shell';
import type { ImageSource } from '../../domain/image';
import type { ChildrenSectionBlock } from './ChildrenSection';
import type { ExaminationTypesBlock } from './ExaminationTypes';
import type { FeaturedExaminationsBlock } from './FeaturedExaminations';
import type { GradientCloudBlockData } from './GradientCloudBlock';
import type { HeroBlock } from './Hero';
import type { HorizontalGalleryBlock } from './HorizontalGallery';
import type { IconblockBlock } from './Iconblock';
import type { NewsBlock } from './News';
import type { OurDoctorsBlock } from './OurDoctors';
import type { PersonasBlock } from './Personas';
import type { PriceBlock } from './Price';
import type { BlockLink } from './Section';
import type { TestPointsBlock } from './TestPoints';
import type { WelcomeBlock } from './Welcome';
import type { WhyUsBlock } from './WhyUs';

/**
 * The home page's `Blocks` dynamic zone (spec section 2, Home page blocks) turned into typed props.
 * Each entry is `{ __component: 'blocks.xxx', ... }` with Strapi's PascalCase fields; an entry of an
 * unknown kind is skipped with a console warning, so a new CMS component cannot break the page.
 * Blocks that show the laboratory's data (prices, locations, articles) get it later, in load.ts.
 */
export type HomeBlock =
  | { kind: 'hero'; data: HeroBlock }
  | { kind: 'iconblock'; data: IconblockBlock }
  | { kind: 'why-us'; data: WhyUsBlock }
  | { kind: 'examination-types'; data: ExaminationTypesBlock }
  | { kind: 'gradient-cloud-block'; data: GradientCloudBlockData }
  | { kind: 'price'; data: PriceBlock }
  | { kind: 'welcome'; data: WelcomeBlock }
  | { kind: 'our-doctors'; data: OurDoctorsBlock }
  | { kind: 'test-points'; data: TestPointsBlock }
  | { kind: 'news'; data: NewsBlock }
  | { kind: 'children-section'; data: ChildrenSectionBlock }
  | { kind: 'personas'; data: PersonasBlock }
  | { kind: 'horizontal-gallery'; data: HorizontalGalleryBlock }
  | { kind: 'featured-examinations'; data: FeaturedExaminationsBlock };

type Raw = Record<string, unknown>;
type Parser = (env: Bindings, raw: Raw) => Promise<HomeBlock>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((item): item is Raw => !!item && typeof item === 'object') : [];
const texts = (value: unknown): string[] => list(value).flatMap((item) => str(item.Text) ?? []);
const button = (value: unknown): BlockLink | undefined => {
  const raw = value && typeof value === 'object' ? (value as Raw) : {};
  const text = str(raw.Text);
  const link = str(raw.Link);
  return text && link ? { text, link } : undefined;
};
const buttons = (value: unknown): BlockLink[] => list(value).flatMap((item) => button(item) ?? []);
const heading = (raw: Raw) => ({ eyebrow: str(raw.Subtitle), title: str(raw.Title) ?? '', text: str(raw.Text) });
const image = (env: Bindings, value: unknown): Promise<ImageSource | undefined> => mediaImage(env, value);

const PARSERS: Record<string, Parser> = {
  'blocks.hero': async (env, raw) => ({
    kind: 'hero',
    data: {
      title: str(raw.Title) ?? '',
      subtitle: str(raw.Subtitle),
      text: str(raw.Text),
      image: await image(env, raw.Image),
      buttons: list(raw.Buttons).flatMap((item) => {
        const link = button(item);
        return link
          ? [{ ...link, variant: item.Variant === 'secondary' ? ('secondary' as const) : ('primary' as const) }]
          : [];
      }),
      highlights: texts(raw.Highlights),
    },
  }),
  'blocks.iconblock': async (_env, raw) => ({
    kind: 'iconblock',
    data: {
      title: str(raw.Title),
      items: list(raw.Items).map((item) => ({
        icon: str(item.Icon),
        title: str(item.Title) ?? '',
        text: str(item.Text),
      })),
    },
  }),
  'blocks.why-us': async (env, raw) => ({
    kind: 'why-us',
    data: {
      ...heading(raw),
      image: await image(env, raw.Image),
      reasons: list(raw.Reasons).map((item) => ({ title: str(item.Title) ?? '', text: str(item.Text) })),
      button: button(raw.Button),
    },
  }),
  'blocks.examination-types': async (_env, raw) => ({
    kind: 'examination-types',
    data: {
      ...heading(raw),
      types: list(raw.Types).flatMap((item) => {
        const link = str(item.Link);
        return link ? [{ icon: str(item.Icon), title: str(item.Title) ?? '', text: str(item.Text), link }] : [];
      }),
      button: button(raw.Button),
    },
  }),
  'blocks.gradient-cloud-block': async (_env, raw) => ({
    kind: 'gradient-cloud-block',
    data: { title: str(raw.Title) ?? '', text: str(raw.Text), buttons: buttons(raw.Buttons) },
  }),
  'blocks.price': async (_env, raw) => ({
    kind: 'price',
    data: {
      ...heading(raw),
      promises: texts(raw.Promises),
      slugs: packageSlugs(raw.Packages),
      examples: [],
      button: button(raw.Button),
    },
  }),
  'blocks.welcome': async (env, raw) => ({
    kind: 'welcome',
    data: {
      eyebrow: str(raw.Subtitle),
      title: str(raw.Title) ?? '',
      // Paragraphs are separated by an empty line, as in a CMS long-text field.
      paragraphs: (str(raw.Text) ?? '')
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      name: str(raw.Name) ?? '',
      role: str(raw.Role),
      image: await image(env, raw.Image),
    },
  }),
  'blocks.our-doctors': async (env, raw) => ({
    kind: 'our-doctors',
    data: {
      ...heading(raw),
      doctors: await Promise.all(
        list(raw.Doctors).map(async (item) => ({
          name: str(item.Name) ?? '',
          role: str(item.Role),
          text: str(item.Text),
          image: await image(env, item.Image),
        })),
      ),
    },
  }),
  'blocks.test-points': async (env, raw) => ({
    kind: 'test-points',
    data: { ...heading(raw), image: await image(env, raw.Image), button: button(raw.Button), cities: [] },
  }),
  'blocks.news': async (_env, raw) => ({
    kind: 'news',
    data: { ...heading(raw), button: button(raw.Button), articles: [] },
  }),
  'blocks.children-section': async (env, raw) => ({
    kind: 'children-section',
    data: {
      ...heading(raw),
      points: texts(raw.Points),
      image: await image(env, raw.Image),
      buttons: buttons(raw.Buttons),
    },
  }),
  'blocks.personas': async (env, raw) => ({
    kind: 'personas',
    data: {
      ...heading(raw),
      personas: (
        await Promise.all(
          list(raw.Personas).map(async (item) => {
            const link = str(item.Link);
            if (!link) return [];
            const persona = { title: str(item.Title) ?? '', text: str(item.Text), link, linkText: str(item.LinkText) };
            return [{ ...persona, image: await image(env, item.Image) }];
          }),
        )
      ).flat(),
    },
  }),
  'blocks.horizontal-gallery': async (env, raw) => ({
    kind: 'horizontal-gallery',
    data: {
      ...heading(raw),
      items: (
        await Promise.all(
          list(raw.Items).map(async (item) => {
            const picture = (await image(env, item.Image)) ?? null;
            const link = str(item.Link);
            // A linked item without a picture stays: a location's gets its photo or placeholder (decision 0057).
            return picture || link ? [{ image: picture, caption: str(item.Caption), link }] : [];
          }),
        )
      ).flat(),
    },
  }),
  'blocks.featured-examinations': async (_env, raw) => ({
    kind: 'featured-examinations',
    data: {
      ...heading(raw),
      slugs: packageSlugs(raw.Packages),
      count: typeof raw.Count === 'number' && raw.Count > 0 ? Math.floor(raw.Count) : 4,
      button: button(raw.Button),
      offers: [],
    },
  }),
};

/** Packages a block names: `[{ URL: 'alap-laborcsomag' }, ...]`. */
function packageSlugs(value: unknown): string[] {
  return list(value).flatMap((item) => str(item.URL) ?? []);
}

/**
 * The populate a home page query needs: each known component with its media and nested components
 * (Strapi v5 dynamic zones take per-component `on` fragments).
 */
const NESTED: Record<string, object> = {
  'blocks.our-doctors': { populate: { Doctors: { populate: '*' } } },
  'blocks.personas': { populate: { Personas: { populate: '*' } } },
  'blocks.horizontal-gallery': { populate: { Items: { populate: '*' } } },
};
export const BLOCKS_POPULATE = {
  Blocks: { on: Object.fromEntries(Object.keys(PARSERS).map((uid) => [uid, NESTED[uid] ?? { populate: '*' }])) },
};

/** The dynamic zone in content order; unknown or malformed entries are skipped. */
export async function parseBlocks(env: Bindings, blocks: unknown): Promise<HomeBlock[]> {
  const parsed = await Promise.all(
    list(blocks).map((raw) => {
      const component = String(raw.__component ?? '');
      const parser = Object.hasOwn(PARSERS, component) ? PARSERS[component] : undefined;
      if (!parser) {
        console.warn(`Unknown home page block skipped: ${component || '(no __component)'}`);
        return null;
      }
      return parser(env, raw);
    }),
  );
  return parsed.filter((block): block is HomeBlock => block !== null);
}
