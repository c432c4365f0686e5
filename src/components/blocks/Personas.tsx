import { localePath } from '../../i18n/lang';
import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { BlockIcon } from './BlockIcon';
import { type BlockContext, BlockSection, SectionHeading } from './Section';

export interface PersonasBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  personas: { title: string; text?: string; link: string; linkText?: string; image?: ImageSource }[];
}

/** For whom: a card for each kind of visitor, leading to the examinations that suit them. */
export function Personas({ block, id, ctx }: { block: PersonasBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="personas" labelledBy={id}>
      <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} center />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {block.personas.map((persona) => (
          <li key={persona.title} className="flex">
            <a
              href={localePath(ctx.lang, persona.link)}
              className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100 shadow-sm transition-shadow hover:shadow-md hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              {persona.image ? (
                <div className="bg-brand-50">
                  <Image
                    image={persona.image}
                    width={320}
                    resizing={ctx.imageResizing}
                    className="block h-auto w-full"
                  />
                </div>
              ) : null}
              <span className="flex flex-1 flex-col p-5">
                <span className="text-lg font-700 text-ink">{persona.title}</span>
                {persona.text ? (
                  <span className="mt-2 text-sm leading-relaxed text-ink-soft">{persona.text}</span>
                ) : null}
                {persona.linkText ? (
                  <span className="mt-auto flex items-center gap-1 pt-4 font-600 text-brand-700">
                    {persona.linkText}
                    <BlockIcon name="arrow" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                  </span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
