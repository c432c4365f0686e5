import { Hono } from 'hono';
import { cachedContent } from '../../backends/content';
import type { ContentEntry } from '../../backends/content/port';
import { Hero, type HeroBlock } from '../../components/blocks/Hero';
import type { AppEnv, Bindings } from '../../env';
import { messages } from '../../i18n/messages';
import { mediaImage } from '../../services/shell';

export const homePage = new Hono<AppEnv>();

homePage.get('/', async (c) => {
  const lang = c.get('lang');
  const page = await loadHomePage(c.env, lang);
  const resizing = c.env.IMAGE_RESIZING === 'true';
  return c.render(
    <>{page.hero ? <Hero block={page.hero} lang={lang} imageResizing={resizing} /> : <div className="pt-24" />}</>,
    {
      title: page.title ?? '',
      description: page.description ?? messages(lang).siteDescription,
      transparentHeader: true,
    },
  );
});

interface HomePageData {
  title?: string;
  description?: string;
  hero?: HeroBlock;
}

/** The home page document; its blocks render in the order the content gives (issue 7 adds the rest). */
async function loadHomePage(env: Bindings, lang: 'hu' | 'en'): Promise<HomePageData> {
  try {
    const response = await cachedContent(env, 'home-page', { locale: lang, populate: { Blocks: { populate: '*' } } });
    const entry = (Array.isArray(response.data) ? response.data[0] : response.data) as ContentEntry | null;
    const blocks = Array.isArray(entry?.Blocks) ? (entry.Blocks as Record<string, unknown>[]) : [];
    const hero = blocks.find((block) => block.__component === 'blocks.hero');
    return {
      title: typeof entry?.Title === 'string' ? entry.Title : undefined,
      description: typeof entry?.Description === 'string' ? entry.Description : undefined,
      hero: hero ? await heroBlock(env, hero) : undefined,
    };
  } catch (error) {
    console.error(`Home page content could not be loaded (locale ${lang})`, error);
    return {};
  }
}

async function heroBlock(env: Bindings, block: Record<string, unknown>): Promise<HeroBlock> {
  const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  return {
    title: String(block.Title ?? ''),
    subtitle: typeof block.Subtitle === 'string' ? block.Subtitle : undefined,
    text: typeof block.Text === 'string' ? block.Text : undefined,
    image: await mediaImage(env, block.Image),
    buttons: list(block.Buttons).map((button) => ({
      text: String(button.Text ?? ''),
      link: String(button.Link ?? '/'),
      variant: button.Variant === 'secondary' ? ('secondary' as const) : ('primary' as const),
    })),
    highlights: list(block.Highlights)
      .map((item) => String(item.Text ?? ''))
      .filter(Boolean),
  };
}
