import { localePath } from '../../i18n/lang';
import type { BlockContext, BlockLink } from './Section';

export interface GradientCloudBlockData {
  title: string;
  text?: string;
  buttons: BlockLink[];
}

/** A soft gradient panel with soft "clouds" and a call to action. Pure CSS, no image to load. */
export function GradientCloudBlock({
  block,
  id,
  ctx,
}: {
  block: GradientCloudBlockData;
  id: string;
  ctx: BlockContext;
}) {
  return (
    <section data-block="gradient-cloud" aria-labelledby={id} className="py-10 sm:py-14">
      <div className="wrap">
        <div className="relative isolate overflow-hidden rounded-3xl bg-[linear-gradient(120deg,#0f766e_0%,#14b8a6_55%,#5eead4_100%)] px-6 py-12 text-center sm:px-12 lg:py-16">
          <div
            aria-hidden="true"
            className="absolute -left-16 -top-20 -z-10 h-64 w-64 rounded-full bg-white/15 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 right-0 -z-10 h-72 w-96 rounded-full bg-[#fdba74]/35 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute right-1/3 top-6 -z-10 h-28 w-48 rounded-full bg-white/20 blur-xl"
          />
          <h2
            id={id}
            className="mx-auto max-w-3xl text-3xl font-700 leading-tight tracking-tight text-white sm:text-4xl"
          >
            {block.title}
          </h2>
          {block.text ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-white/90">{block.text}</p>
          ) : null}
          {block.buttons.length > 0 ? (
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {block.buttons.map((button, index) => (
                <a
                  key={button.link}
                  href={localePath(ctx.lang, button.link)}
                  className={
                    index === 0
                      ? 'btn btn-lg w-full bg-white text-brand-800 shadow-sm hover:bg-brand-50 sm:w-auto'
                      : 'btn btn-lg w-full text-white ring-2 ring-inset ring-white/70 hover:bg-white/10 sm:w-auto'
                  }
                >
                  {button.text}
                </a>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
