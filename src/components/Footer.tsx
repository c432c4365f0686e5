import { use } from 'react';
import type { FooterData, SocialNetwork } from '../domain/footer';
import type { ImageSource } from '../domain/image';
import type { MenuLink } from '../domain/menu';
import { localePath, type Lang } from '../i18n/lang';
import { formMessages } from '../i18n/formMessages';
import { messages } from '../i18n/messages';
import { SocialIcon } from './Icons';
import { Image } from './Image';

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

const isExternal = (link: string) => /^[a-z][a-z0-9+.-]*:/i.test(link);

/** Renders once its data arrives, so the page above it streams first. */
export function Footer({
  lang,
  data,
  imageResizing,
}: {
  lang: Lang;
  data: Promise<FooterData>;
  imageResizing: boolean;
}) {
  const footer = use(data);
  const m = messages(lang);
  return (
    <footer className="mt-auto border-t border-brand-100 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-screen-2xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 xl:px-8">
        <section aria-label={m.siteName} className="space-y-4">
          <a href={localePath(lang, '/')} className="inline-block rounded-md" aria-label={m.homeLabel}>
            <img src="/images/logo-light.svg" alt="" width={172} height={40} className="h-10 w-auto" />
          </a>
          <dl className="space-y-2 text-sm text-brand-100">
            {footer.headquarter ? <FooterFact label={m.footerHeadquarters} value={footer.headquarter} /> : null}
            {footer.companyNumber ? <FooterFact label={m.footerCompanyNumber} value={footer.companyNumber} /> : null}
            {footer.taxNumber ? <FooterFact label={m.footerTaxNumber} value={footer.taxNumber} /> : null}
          </dl>
        </section>
        <FooterMenu lang={lang} label={m.footerMenuLabel(1)} items={footer.menu1} />
        <FooterMenu lang={lang} label={m.footerMenuLabel(2)} items={footer.menu2} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:items-center xl:px-8">
          {footer.secondLogo ? (
            <SecondLogo
              lang={lang}
              logo={footer.secondLogo}
              link={footer.secondLogoUrl}
              imageResizing={imageResizing}
            />
          ) : null}
          {footer.socials.length > 0 ? (
            <ul className="flex gap-2" aria-label={m.footerSocial}>
              {footer.socials.map(({ network, link }) => (
                <li key={network}>
                  <a
                    href={link}
                    className="grid h-11 w-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                    aria-label={`${m.socialLabel(NETWORK_NAMES[network])} ${formMessages(lang).newTab}`}
                    rel="noopener noreferrer"
                    target="_blank"
                    data-social={network}
                  >
                    <SocialIcon network={network} className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-brand-100 md:ml-auto" data-copyright="">
            {footer.copyright}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-600 text-white">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function FooterMenu({ lang, label, items }: { lang: Lang; label: string; items: MenuLink[] }) {
  if (items.length === 0) return <div />;
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map((item, index) => (
          <li key={`${item.link}-${index}`}>
            <a
              href={isExternal(item.link) ? item.link : localePath(lang, item.link)}
              className="inline-block py-1.5 text-brand-50 underline-offset-4 hover:underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SecondLogo({
  lang,
  logo,
  link,
  imageResizing,
}: {
  lang: Lang;
  logo: ImageSource;
  link?: string;
  imageResizing: boolean;
}) {
  const image = (
    <Image image={logo} width={120} resizing={imageResizing} className="h-12 w-auto rounded bg-white p-1" />
  );
  return link ? (
    <a href={link} rel="noopener noreferrer" target="_blank" className="inline-block rounded">
      {image}
      <span className="sr-only">{formMessages(lang).newTab}</span>
    </a>
  ) : (
    image
  );
}
