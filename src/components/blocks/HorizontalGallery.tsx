import { localePath } from '../../i18n/lang';
import { Image } from '../Image';
import { LocationPhoto } from '../LocationPhoto';
import type { ImageSource } from '../../domain/image';
import { type BlockContext, SectionHeading } from './Section';

export interface HorizontalGalleryBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  /** A null image shows the branded placeholder with the caption (a location without a photo: decision 0057). */
  items: { image: ImageSource | null; caption?: string; link?: string }[];
}

/**
 * A row of pictures that scrolls sideways with CSS scroll snapping. The row is a focusable region, so
 * keyboard users scroll it with the arrow keys; no script is needed.
 */
export function HorizontalGallery({
  block,
  id,
  ctx,
}: {
  block: HorizontalGalleryBlock;
  id: string;
  ctx: BlockContext;
}) {
  if (block.items.length === 0) return null;
  return (
    <section
      data-block="horizontal-gallery"
      aria-labelledby={id}
      className="overflow-hidden bg-white py-14 sm:py-16 lg:py-24"
    >
      <div className="wrap">
        <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
        <p className="mt-2 text-sm text-ink-muted">{ctx.m.galleryHint}</p>
      </div>
      <div className="mx-auto max-w-screen-2xl">
        <div
          role="region"
          aria-label={ctx.m.galleryLabel(block.title)}
          tabIndex={0}
          className="mt-8 snap-x snap-mandatory overflow-x-auto scroll-px-4 pb-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:scroll-px-6 xl:scroll-px-8 [scrollbar-color:#aee3da_transparent]"
        >
          <ul className="flex w-max gap-4 px-4 sm:px-6 xl:px-8">
            {block.items.map((item) => {
              const picture = (
                <>
                  <div className="overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100">
                    {item.image ? (
                      <Image
                        image={item.image}
                        width={360}
                        resizing={ctx.imageResizing}
                        className="block aspect-[16/9] h-auto w-full object-cover"
                      />
                    ) : (
                      <LocationPhoto photo={null} name={item.caption ?? ''} width={360} />
                    )}
                  </div>
                  {item.caption ? <span className="mt-3 block font-600 text-ink">{item.caption}</span> : null}
                </>
              );
              return (
                <li
                  key={(item.image?.url ?? item.link ?? '') + (item.caption ?? '')}
                  className="w-[78vw] max-w-[360px] shrink-0 snap-start sm:w-80 lg:w-[360px]"
                >
                  {item.link ? (
                    <a href={localePath(ctx.lang, item.link)} className="group block hover:[&_span]:text-brand-700">
                      {picture}
                    </a>
                  ) : (
                    picture
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
