import { StruckPrice } from '../StruckPrice';
import type { Choosable } from '../../domain/cart';
import { ChooseButton } from '../ChooseButton';
import { ExpectedResultsLine } from '../ExpectedResults';
import type { ExpectedText } from '../../domain/expectedResults';
import { resultsMessages } from '../../i18n/resultsMessages';
import { BlockIcon } from './BlockIcon';
import { type BlockContext, type BlockLink, BlockSection, ButtonLink, SectionHeading } from './Section';

/** A package as the home page offers it: prices already formatted, links already in the page's language. */
export interface PackageOffer {
  name: string;
  summary: string;
  href: string;
  price: string;
  /** The tests' price one by one, when the package is cheaper. */
  priceWithout: string | null;
  smartChoice: boolean;
  choice: Choosable;
  /** When results are expected if sampled today (docs/decisions/0046). */
  expected?: ExpectedText;
}

export interface FeaturedExaminationsBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  /** Packages the content names by URL; empty means the laboratory's own order decides. */
  slugs: string[];
  count: number;
  button?: BlockLink;
  offers: PackageOffer[];
}

/**
 * Featured packages as cards with price and the 'Ezt választom' button (spec section 2: examination
 * cards), which puts the package in the cart; the name links to the package page. No offers, no block.
 */
export function FeaturedExaminations({
  block,
  id,
  ctx,
}: {
  block: FeaturedExaminationsBlock;
  id: string;
  ctx: BlockContext;
}) {
  if (block.offers.length === 0) return null;
  const { cm } = ctx;
  return (
    <BlockSection name="featured-examinations" labelledBy={id} className="bg-brand-50">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
        {block.button ? <ButtonLink button={block.button} lang={ctx.lang} variant="secondary" /> : null}
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {block.offers.map((offer) => (
          <li key={offer.href} className="card relative flex flex-col">
            {offer.smartChoice ? <span className="badge mb-3 self-start">{cm.smartChoice}</span> : null}
            <h3 className="text-lg font-700 leading-snug text-ink">
              <a href={offer.href} className="hover:text-brand-700 hover:underline">
                {offer.name}
              </a>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{offer.summary}</p>
            <div className="mt-auto pt-5">
              <ExpectedResultsLine label={resultsMessages(ctx.lang).today} expected={offer.expected} className="mb-3" />
              <p className="text-xs font-600 uppercase tracking-wide text-ink-muted">{cm.packagePrice}</p>
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="text-2xl font-700 text-brand-700">{offer.price}</span>
                {offer.priceWithout ? (
                  <span className="text-sm text-ink-muted">
                    <StruckPrice label={cm.withoutPackage} note={cm.withoutPackageNote} price={offer.priceWithout} />
                  </span>
                ) : null}
              </p>
              <div className="mt-4 flex items-center gap-3">
                <ChooseButton
                  choice={offer.choice}
                  labels={{ choose: cm.choose, chosen: cm.chosen }}
                  className="flex-1"
                />
                <a
                  href={offer.href}
                  className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
                  aria-label={ctx.m.detailsOf(offer.name)}
                  title={cm.details}
                >
                  <BlockIcon name="arrow" className="h-5 w-5" />
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
