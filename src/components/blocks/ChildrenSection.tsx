import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { BlockIcon } from './BlockIcon';
import { type BlockContext, type BlockLink, BlockSection, ButtonLink, SectionHeading } from './Section';

export interface ChildrenSectionBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  points: string[];
  image?: ImageSource;
  buttons: BlockLink[];
}

/** Child-friendly sampling: what we do to make it easy for children and parents. */
export function ChildrenSection({ block, id, ctx }: { block: ChildrenSectionBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="children" labelledBy={id} className="bg-[linear-gradient(180deg,#fff4ed_0%,#ffffff_100%)]">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {block.image ? (
          <div className="mx-auto w-full max-w-lg">
            <Image image={block.image} width={512} resizing={ctx.imageResizing} className="h-auto w-full" />
          </div>
        ) : null}
        <div>
          <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {block.points.map((point) => (
              <li key={point} className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-accent-100">
                <BlockIcon name="star" className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
                <span className="text-ink">{point}</span>
              </li>
            ))}
          </ul>
          {block.buttons.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.buttons.map((button, index) => (
                <ButtonLink
                  key={button.link}
                  button={button}
                  lang={ctx.lang}
                  variant={index === 0 ? 'primary' : 'secondary'}
                />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
