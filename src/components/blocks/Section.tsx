import type { ReactNode } from 'react';
import type { CatalogueMessages } from '../../i18n/catalogueMessages';
import type { HomeMessages } from '../../i18n/homeMessages';
import type { Lang } from '../../i18n/lang';
import { localePath } from '../../i18n/lang';

/** What every home page block needs besides its own content. */
export interface BlockContext {
  lang: Lang;
  /** Cloudflare image resizing is on (production); see Image.tsx. */
  imageResizing: boolean;
  m: HomeMessages;
  cm: CatalogueMessages;
}

/** A link the content gives as { Text, Link }; links are stored without the language prefix. */
export interface BlockLink {
  text: string;
  link: string;
}

/** The common heading of a block: optional eyebrow, an h2 and an introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  center = false,
  light = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
  center?: boolean;
  light?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p className={`mb-2 text-sm font-700 uppercase tracking-wider ${light ? 'text-brand-100' : 'text-brand-700'}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-700 leading-tight tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {text ? (
        <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-brand-50' : 'text-ink-soft'}`}>{text}</p>
      ) : null}
    </div>
  );
}

/** A block's outer section, labelled by its heading, with the same vertical rhythm everywhere. */
export function BlockSection({
  name,
  labelledBy,
  className = 'bg-white',
  children,
}: {
  name: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section data-block={name} aria-labelledby={labelledBy} className={`py-14 sm:py-16 lg:py-24 ${className}`}>
      <div className="wrap">{children}</div>
    </section>
  );
}

export function ButtonLink({
  button,
  lang,
  variant = 'primary',
  className = '',
}: {
  button: BlockLink;
  lang: Lang;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <a
      href={localePath(lang, button.link)}
      className={`${variant === 'primary' ? 'btn-primary' : 'btn-secondary'} ${className}`}
      data-booking-link={button.link === '/idopontfoglalas' ? '' : undefined}
    >
      {button.text}
    </a>
  );
}
