import type { ReactNode } from 'react';
import { JsonLd } from './JsonLd';

export interface Crumb {
  name: string;
  href: string;
}

/** What the header needs of its page: the route's pageContext() gives this and more. */
export interface PageHeaderPage {
  cm: { breadcrumbHome: string };
  href: (path: string) => string;
  origin: string;
}

/**
 * A page's breadcrumb (with its BreadcrumbList structured data), title and introduction. The trail
 * lists the crumbs after the home page, with hrefs in the page's language.
 */
export function PageHeader({
  page,
  trail,
  title,
  intro,
  children,
}: {
  page: PageHeaderPage;
  trail: Crumb[];
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  const { origin } = page;
  const crumbs = [{ name: page.cm.breadcrumbHome, href: page.href('/') }, ...trail];
  return (
    <div className="border-b border-brand-100 bg-[linear-gradient(180deg,#eef8f6_0%,#ffffff_100%)]">
      <div className="wrap py-8 sm:py-10">
        <nav aria-label="Breadcrumb" className="no-print">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
            {crumbs.map((crumb, index) => (
              <li key={crumb.href} className="flex min-w-0 items-center gap-1 break-anywhere">
                {index > 0 ? <span aria-hidden="true">/</span> : null}
                {index === crumbs.length - 1 ? (
                  <span aria-current="page" className="text-ink">
                    {crumb.name}
                  </span>
                ) : (
                  <a href={crumb.href} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page-title mt-3">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-soft">{intro}</p> : null}
        {children}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: `${origin}${crumb.href}`,
          })),
        }}
      />
    </div>
  );
}
