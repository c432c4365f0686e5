import { STEP_PATHS } from '../domain/bookingGate';
import type { MenuItem } from '../domain/menu';
import { localePath, type Lang } from '../i18n/lang';
import { messages } from '../i18n/messages';
import { CalendarIcon, CartIcon, ChevronIcon, CloseIcon, GlobeIcon, MenuIcon, PersonIcon } from './Icons';

export interface HeaderProps {
  lang: Lang;
  items: MenuItem[];
  /** The current path without its language prefix, with its query string: the language switch keeps it. */
  currentPath: string;
  /** Transparent over the page until scrolled (spec: routes marked transparent). */
  transparent: boolean;
}

/** Dropdown columns hold 6 items each (spec section 9). */
const DROPDOWN_COLUMN_ITEMS = 6;

const isExternal = (link: string) => /^[a-z][a-z0-9+.-]*:/i.test(link);
const href = (lang: Lang, link: string) => (isExternal(link) ? link : localePath(lang, link));

/** The other language's address of the current page: leaving English strips the prefix. */
export function switchLanguageHref(lang: Lang, currentPath: string): string {
  return localePath(lang === 'en' ? 'hu' : 'en', currentPath);
}

export function Header({ lang, items, currentPath, transparent }: HeaderProps) {
  const m = messages(lang);
  const navItems = items.filter((item) => !item.appointmentButton && !item.langSwitcher);
  const appointment = items.find((item) => item.appointmentButton);
  const langSwitch = items.find((item) => item.langSwitcher);
  const otherLang = lang === 'en' ? 'hu' : 'en';

  return (
    <header
      className="site-header fixed inset-x-0 top-0 z-40 text-ink transition-colors duration-200"
      data-transparent={transparent ? '' : undefined}
    >
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4 sm:px-6 lg:h-20 xl:px-8">
        <a
          href={localePath(lang, '/')}
          className="mr-auto flex shrink-0 items-center rounded-md"
          aria-label={m.homeLabel}
        >
          <img src="/images/logo.svg" alt="" width={172} height={40} className="h-8 w-auto lg:h-10" />
        </a>

        {navItems.length > 0 || appointment || langSwitch ? (
          <nav id="main-nav" aria-label={m.mainMenu} className="main-nav">
            <ul className="main-nav-list">
              {navItems.map((item, index) => (
                <MenuEntry key={`${item.link}-${index}`} item={item} lang={lang} id={`submenu-${index}`} />
              ))}
              {langSwitch ? (
                <li className="nav-item">
                  <a
                    href={switchLanguageHref(lang, currentPath)}
                    hrefLang={otherLang}
                    lang={otherLang}
                    className="nav-link gap-2"
                    aria-label={m.languageSwitchLabel}
                    data-lang-switch=""
                  >
                    <GlobeIcon className="h-5 w-5" />
                    <span>{langSwitch.text || m.switchToLanguage}</span>
                  </a>
                </li>
              ) : null}
              {appointment ? (
                <li className="mt-4 sm:hidden">
                  <a href={localePath(lang, STEP_PATHS.start)} className="btn-primary w-full" data-booking-link="">
                    <CalendarIcon className="h-5 w-5" />
                    {appointment.text}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}

        <a
          href={localePath(lang, '/sajat')}
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink hover:bg-brand-50"
          aria-label={m.account.myAccount}
          data-account-link=""
        >
          <PersonIcon className="h-6 w-6" />
        </a>

        {/* Named by its content, so the name holds the visible count (WCAG 2.5.3, issue 16): "Kosár", then
            while it holds items the count and, for a screen reader, what it counts ("Kosár 2 tétel"). */}
        <a
          href={localePath(lang, STEP_PATHS.start)}
          className="relative grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink hover:bg-brand-50"
          data-booking-link=""
          data-cart-link=""
        >
          <span className="sr-only">{m.cart}</span>
          <CartIcon className="h-6 w-6" />
          <span
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent-600 px-1.5 text-center text-xs font-700 leading-5 text-white"
            data-cart-badge=""
            hidden
          >
            <span data-cart-count="">0</span>
            <span className="sr-only" data-cart-unit="" data-one={m.cartUnit(1)} data-many={m.cartUnit(2)} />
          </span>
        </a>

        {appointment ? (
          <a
            href={localePath(lang, STEP_PATHS.start)}
            className="btn-primary hidden shrink-0 sm:inline-flex"
            data-booking-link=""
            data-appointment-button=""
          >
            <CalendarIcon className="h-5 w-5" />
            {appointment.text}
          </a>
        ) : null}

        {navItems.length > 0 || langSwitch ? (
          <button
            type="button"
            className="menu-toggle grid h-11 w-11 place-items-center rounded-full hover:bg-brand-50"
            aria-controls="main-nav"
            aria-expanded="false"
            aria-label={m.openMenu}
            data-menu-toggle=""
            data-label-open={m.openMenu}
            data-label-close={m.closeMenu}
          >
            <MenuIcon className="icon-open h-6 w-6" />
            <CloseIcon className="icon-close h-6 w-6" />
          </button>
        ) : null}
      </div>
    </header>
  );
}

function MenuEntry({ item, lang, id }: { item: MenuItem; lang: Lang; id: string }) {
  const m = messages(lang);
  if (item.submenu.length === 0) {
    return (
      <li className="nav-item">
        <a href={href(lang, item.link)} className="nav-link">
          {item.text}
        </a>
      </li>
    );
  }
  const rows = Math.min(DROPDOWN_COLUMN_ITEMS, item.submenu.length);
  return (
    <li className="nav-item has-submenu">
      <div className="flex items-center">
        <a href={href(lang, item.link)} className="nav-link grow">
          {item.text}
        </a>
        <button
          type="button"
          className="submenu-toggle grid h-11 w-11 place-items-center rounded-full 2xl:h-8 2xl:w-8"
          aria-expanded="false"
          aria-controls={id}
          aria-label={m.submenuToggle(item.text)}
          data-submenu-toggle=""
        >
          <ChevronIcon className="h-5 w-5 transition-transform" />
        </button>
      </div>
      <ul id={id} className={`submenu submenu-rows-${rows}`}>
        {item.submenu.map((sub, index) => (
          <li key={`${sub.link}-${index}`}>
            <a href={href(lang, sub.link)} className="submenu-link">
              {sub.text}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
