import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { type BlockContext, type BlockLink, BlockSection, ButtonLink, SectionHeading } from './Section';

export interface WhyUsBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  image?: ImageSource;
  reasons: { title: string; text?: string }[];
  button?: BlockLink;
}

/** The reasons to choose the laboratory, numbered, beside an illustration. */
export function WhyUs({ block, id, ctx }: { block: WhyUsBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="why-us" labelledBy={id} className="bg-[linear-gradient(180deg,#ffffff_0%,#f4fbf9_100%)]">
      <div className="grid items-center gap-10 lg:grid-cols-[5fr_6fr] lg:gap-16">
        {block.image ? (
          <div className="order-last mx-auto w-full max-w-lg lg:order-first">
            <Image image={block.image} width={512} resizing={ctx.imageResizing} className="h-auto w-full" />
          </div>
        ) : null}
        <div>
          <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
          <ol className="mt-8 grid gap-5 sm:grid-cols-2">
            {block.reasons.map((reason, index) => (
              <li key={reason.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-600 font-700 text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-700 text-ink">{reason.title}</h3>
                  {reason.text ? <p className="mt-1 leading-relaxed text-ink-soft">{reason.text}</p> : null}
                </div>
              </li>
            ))}
          </ol>
          {block.button ? <ButtonLink button={block.button} lang={ctx.lang} className="mt-8" /> : null}
        </div>
      </div>
    </BlockSection>
  );
}
