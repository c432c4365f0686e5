import type { ContentEntry } from '../../backends/content/port';
import { DEFAULT_PROVIDER, SOCIAL_NETWORKS } from '../../domain/footer';
import type { Bindings } from '../../env';
import type { CompanyMessages } from '../../i18n/companyMessages';
import type { Lang } from '../../i18n/lang';
import { loadSingle } from '../../services/contact';
import type { PageContext } from './pageContext';

/**
 * What the company's pages share (about.tsx, contact.tsx, forCompanies.tsx): the company data of the
 * footer content (bottom-data-plural), the Organization structured data of /rolunk and /kapcsolat, and
 * the blocks each page shows its single type's entry with.
 */

type Entry = ContentEntry | null;

export const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
export const list = (value: unknown) =>
  Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Record<string, unknown>[]) : [];

export interface CompanyData {
  name: string;
  headquarter?: string;
  companyNumber?: string;
  taxNumber?: string;
  sameAs: string[];
}

/** The company data of the footer content (spec section 2, Footer). */
export async function loadCompanyData(env: Bindings, lang: Lang): Promise<CompanyData> {
  const footer = await loadSingle(env, 'bottom-data-plural', lang);
  return {
    name: str(footer?.ProviderName) ?? DEFAULT_PROVIDER,
    headquarter: str(footer?.Headquarter),
    companyNumber: str(footer?.CompanyNumber),
    taxNumber: str(footer?.TaxNumber),
    sameAs: SOCIAL_NETWORKS.flatMap((network) => {
      const entry = footer?.[network[0]!.toUpperCase() + network.slice(1)] as Record<string, unknown> | undefined;
      const link = str(entry?.Link);
      return entry?.Enabled === true && link ? [link] : [];
    }),
  };
}

export interface ContactData {
  phone?: string;
  email?: string;
  address?: string;
}

export const contactData = (entry: Entry): ContactData => ({
  phone: str(entry?.Phone),
  email: str(entry?.Email),
  address: str(entry?.Address),
});

/** '1134 Budapest, Váci út 45/B.' as a schema.org PostalAddress. */
function postalAddress(address: string | undefined) {
  const match = address ? /^(\d{4})\s+([^,]+),\s*(.+)$/.exec(address) : null;
  if (!match) return address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'HU' } : undefined;
  return {
    '@type': 'PostalAddress',
    postalCode: match[1],
    addressLocality: match[2],
    streetAddress: match[3],
    addressCountry: 'HU',
  };
}

/** schema.org Organization of the laboratory (its legal name, registration, contact and networks). */
export function organizationData({ origin, m, href }: PageContext, company: CompanyData, contact: ContactData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: m.siteName,
    legalName: company.name,
    url: `${origin}${href('/')}`,
    logo: `${origin}/images/logo.svg`,
    email: contact.email,
    telephone: contact.phone,
    address: postalAddress(company.headquarter ?? contact.address),
    taxID: company.taxNumber,
    identifier: company.companyNumber,
    sameAs: company.sameAs.length ? company.sameAs : undefined,
    contactPoint: contact.phone
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: contact.phone,
          email: contact.email,
          availableLanguage: ['hu', 'en'],
        }
      : undefined,
  };
}

export const Unavailable = ({ t }: { t: CompanyMessages }) => (
  <p className="rounded-xl bg-accent-50 p-4 text-ink" role="status">
    {t.unavailable}
  </p>
);

export function Cards({ items, className = '' }: { items: Record<string, unknown>[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {items.map((item, index) => (
        <li key={index} className="card">
          <h3 className="text-lg font-700 text-ink">{str(item.Title)}</h3>
          <p className="mt-2 text-ink-soft">{str(item.Text)}</p>
        </li>
      ))}
    </ul>
  );
}
