import { StruckPrice } from '../StruckPrice';
import { CheckIcon } from '../Icons';
import type { PackageOffer } from './FeaturedExaminations';
import { type BlockContext, type BlockLink, BlockSection, ButtonLink, SectionHeading } from './Section';

export interface PriceBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  promises: string[];
  /** Example packages, named by URL in the content; their prices come from the laboratory backend. */
  slugs: string[];
  examples: PackageOffer[];
  button?: BlockLink;
}

/** The price promise with a few example package prices (prices are the server's, never the content's). */
export function Price({ block, id, ctx }: { block: PriceBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="price" labelledBy={id}>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
          <ul className="mt-8 space-y-4">
            {block.promises.map((promise) => (
              <li key={promise} className="flex gap-3 text-ink">
                <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-700">
                  <CheckIcon className="h-4 w-4" />
                </span>
                <span className="leading-relaxed">{promise}</span>
              </li>
            ))}
          </ul>
          {block.button ? <ButtonLink button={block.button} lang={ctx.lang} className="mt-8" /> : null}
        </div>
        {block.examples.length > 0 ? (
          <div className="rounded-3xl bg-[linear-gradient(160deg,#effaf8_0%,#fff4ed_100%)] p-4 sm:p-6">
            <ul className="divide-y divide-brand-100 rounded-2xl bg-white ring-1 ring-brand-100 shadow-sm">
              {block.examples.map((example) => (
                <li key={example.href}>
                  <a
                    href={example.href}
                    className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    <span className="min-w-0">
                      <span className="block font-700 text-ink">{example.name}</span>
                      {example.priceWithout ? (
                        <span className="block text-sm text-ink-muted">
                          <StruckPrice
                            label={ctx.cm.withoutPackage}
                            note={ctx.cm.withoutPackageNote}
                            price={example.priceWithout}
                          />
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 whitespace-nowrap text-lg font-700 text-brand-700">{example.price}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
