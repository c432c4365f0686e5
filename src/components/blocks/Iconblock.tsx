import { BlockIcon } from './BlockIcon';
import { BlockSection, SectionHeading } from './Section';

export interface IconblockBlock {
  title?: string;
  items: { icon?: string; title: string; text?: string }[];
}

/**
 * Short highlights with an icon each, right under the hero. Without a block title the highlights are the
 * next level under the page's h1, so their headings are h2 (issue 16: no jump from h1 to h3).
 */
export function Iconblock({ block, id }: { block: IconblockBlock; id: string }) {
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <BlockSection
      name="iconblock"
      labelledBy={block.title ? id : undefined}
      className="bg-white !pt-0 !pb-10 lg:!pb-14"
    >
      {block.title ? (
        <div className="mb-8">
          <SectionHeading id={id} title={block.title} center />
        </div>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-2xl bg-brand-50 p-5">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm">
              <BlockIcon name={item.icon} className="h-6 w-6" />
            </span>
            <div>
              <Heading className="font-700 text-ink">{item.title}</Heading>
              {item.text ? <p className="mt-1 text-sm leading-relaxed text-ink-soft">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
