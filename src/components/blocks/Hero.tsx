import { localePath, type Lang } from '../../i18n/lang';
import { messages } from '../../i18n/messages';
import { CheckIcon } from '../Icons';
import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { homeMessages } from '../../i18n/homeMessages';
import { CategoryChips, type CategoryLink } from '../catalogue/CategoryChips';

export interface HeroBlock {
  title: string;
  subtitle?: string;
  text?: string;
  image?: ImageSource;
  buttons: { text: string; link: string; variant: 'primary' | 'secondary' }[];
  highlights: string[];
  /** The catalogue's categories, filled in from the laboratory backend (src/routes/pages/home.tsx). */
  categories?: CategoryLink[];
}

/**
 * A returning visitor whose cart holds examinations is offered to continue the booking where it stopped.
 * The cart lives in the browser, so the server renders the card hidden and the shell shows it, counts the
 * items and points its link at the furthest unlocked step (`data-booking-link`), with no framework
 * (src/client/shell.ts; docs/decisions/0035).
 */
function ResumeBooking({ lang }: { lang: Lang }) {
  const { resumeBookingTitle, resumeBookingAction } = messages(lang);
  return (
    <div
      className="mt-8 flex max-w-xl flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-4 shadow-md ring-1 ring-brand-100"
      role="region"
      aria-label={resumeBookingTitle}
      data-resume-booking={resumeBookingTitle}
      hidden
    >
      <p className="font-600 text-ink">{resumeBookingTitle}</p>
      <a href={localePath(lang, '/idopontfoglalas')} className="btn-primary" data-booking-link="">
        {resumeBookingAction}
      </a>
    </div>
  );
}

/** The home page's first block (spec: Home page blocks, Hero); it sits under the transparent header. */
export function Hero({ block, lang, imageResizing }: { block: HeroBlock; lang: Lang; imageResizing: boolean }) {
  return (
    <section
      data-block="hero"
      className="hero relative overflow-hidden bg-[linear-gradient(180deg,#e3f4f0_0%,#ffffff_90%)] pt-24 lg:pt-32"
    >
      <div className="mx-auto grid max-w-screen-2xl items-center gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:pb-24 xl:px-8">
        <div>
          {block.subtitle ? (
            <p className="mb-3 text-sm font-600 uppercase tracking-wider text-brand-700">{block.subtitle}</p>
          ) : null}
          <h1 className="text-4xl font-700 leading-tight tracking-tight text-ink sm:text-5xl xl:text-6xl">
            {block.title}
          </h1>
          {block.text ? <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{block.text}</p> : null}
          {block.buttons.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.buttons.map((button) => (
                <a
                  key={button.link}
                  href={localePath(lang, button.link)}
                  className={button.variant === 'primary' ? 'btn-primary btn-lg' : 'btn-secondary btn-lg'}
                  data-booking-link={button.link === '/idopontfoglalas' ? '' : undefined}
                >
                  {button.text}
                </a>
              ))}
            </div>
          ) : null}
          <ResumeBooking lang={lang} />
          {block.categories?.length ? (
            <div className="mt-8">
              <p className="mb-3 text-sm font-600 text-ink-soft">{homeMessages(lang).browseCategories}</p>
              <CategoryChips label={homeMessages(lang).browseCategories} links={block.categories} />
            </div>
          ) : null}
          {block.highlights.length > 0 ? (
            <ul className="mt-8 grid gap-3 text-ink sm:grid-cols-3">
              {block.highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2 text-sm font-600">
                  <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                    <CheckIcon className="h-4 w-4" />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {block.image ? (
          <div className="mx-auto w-full max-w-xl">
            <Image
              image={block.image}
              width={576}
              resizing={imageResizing}
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 1024px) 576px, 100vw"
              className="h-auto w-full"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
