import { localePath } from '../../i18n/lang';
import { BlockIcon } from './BlockIcon';
import { type BlockContext, type BlockLink, BlockSection, ButtonLink, SectionHeading } from './Section';

export interface ExaminationTypesBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  types: { icon?: string; title: string; text?: string; link: string }[];
  button?: BlockLink;
}

/** Tiles for the examination categories, each opening the catalogue filtered to it. */
export function ExaminationTypes({ block, id, ctx }: { block: ExaminationTypesBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="examination-types" labelledBy={id}>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
        {block.button ? <ButtonLink button={block.button} lang={ctx.lang} variant="secondary" /> : null}
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {block.types.map((type) => (
          <li key={type.link} className="flex">
            <a
              href={localePath(ctx.lang, type.link)}
              className="group flex w-full items-center gap-4 rounded-2xl sm:flex-col sm:items-start sm:gap-0 bg-white p-5 ring-1 ring-brand-100 shadow-sm transition-shadow hover:shadow-md hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white">
                <BlockIcon name={type.icon} className="h-6 w-6" />
              </span>
              <span className="min-w-0 flex-1 sm:mt-4">
                <span className="block text-lg font-700 text-ink">{type.title}</span>
                {type.text ? (
                  <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{type.text}</span>
                ) : null}
              </span>
              <span aria-hidden="true" className="shrink-0 text-brand-700 sm:mt-auto sm:pt-4">
                <BlockIcon name="arrow" className="h-5 w-5 transition-transform group-hover:translate-x-1" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
