import { localePath } from '../../i18n/lang';
import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { BlockIcon } from './BlockIcon';
import { type BlockContext, type BlockLink, BlockSection, SectionHeading } from './Section';

export interface TestPointsBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  image?: ImageSource;
  button?: BlockLink;
  /** The shown sampling points by city, from the laboratory backend (most points first). */
  cities: { name: string; count: number }[];
}

/** A teaser of the sampling locations: how many, in which cities, and the way to the map. */
export function TestPoints({ block, id, ctx }: { block: TestPointsBlock; id: string; ctx: BlockContext }) {
  const total = block.cities.reduce((sum, city) => sum + city.count, 0);
  return (
    <BlockSection name="test-points" labelledBy={id} className="bg-brand-900">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} light />
          {total > 0 ? (
            <>
              <p className="mt-8 flex flex-wrap items-baseline gap-x-3 text-white">
                <span className="text-4xl font-700 tracking-tight sm:text-5xl">{ctx.m.samplingPoints(total)}</span>
                <span className="text-lg text-brand-100">{ctx.m.cities(block.cities.length)}</span>
              </p>
              <ul className="mt-6 flex flex-wrap gap-2">
                {block.cities.map((city) => (
                  <li key={city.name}>
                    <a
                      href={localePath(ctx.lang, '/helyszinek')}
                      className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-600 text-white ring-1 ring-inset ring-white/25 hover:bg-white/20"
                    >
                      <BlockIcon name="pin" className="h-4 w-4 text-[#fdba74]" />
                      {city.name}
                      {city.count > 1 ? <span className="text-brand-200">({city.count})</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {block.button ? (
            <a
              href={localePath(ctx.lang, block.button.link)}
              className="btn btn-lg mt-8 bg-white text-brand-800 shadow-sm hover:bg-brand-50"
            >
              {block.button.text}
            </a>
          ) : null}
        </div>
        {block.image ? (
          <div className="mx-auto w-full max-w-xl">
            <Image image={block.image} width={576} resizing={ctx.imageResizing} className="h-auto w-full" />
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
