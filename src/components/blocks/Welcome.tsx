import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { type BlockContext, BlockSection } from './Section';

export interface WelcomeBlock {
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  name: string;
  role?: string;
  image?: ImageSource;
}

/** The medical director's welcome: portrait, a short letter and the signature line. */
export function Welcome({ block, id, ctx }: { block: WelcomeBlock; id: string; ctx: BlockContext }) {
  return (
    <BlockSection name="welcome" labelledBy={id} className="bg-[linear-gradient(180deg,#f4fbf9_0%,#ffffff_100%)]">
      <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-[240px_1fr] md:gap-12">
        {block.image ? (
          <div className="mx-auto w-48 overflow-hidden rounded-full bg-brand-100 ring-8 ring-white shadow-md md:w-60">
            <Image image={block.image} width={240} resizing={ctx.imageResizing} className="block h-auto w-full" />
          </div>
        ) : null}
        <figure>
          {block.eyebrow ? (
            <p className="mb-2 text-sm font-700 uppercase tracking-wider text-brand-700">{block.eyebrow}</p>
          ) : null}
          <h2 id={id} className="text-3xl font-700 leading-tight tracking-tight text-ink sm:text-4xl">
            {block.title}
          </h2>
          <blockquote className="mt-5 space-y-4 border-l-4 border-accent-500 pl-5 text-lg leading-relaxed text-ink-soft">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className="mt-6 pl-6">
            <span className="block font-700 text-ink">{block.name}</span>
            {block.role ? <span className="block text-sm text-ink-muted">{block.role}</span> : null}
          </figcaption>
        </figure>
      </div>
    </BlockSection>
  );
}
