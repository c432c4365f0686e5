import { holdPageInert } from './inert';

/**
 * Header behaviour: the hamburger panel below the 2xl breakpoint, submenu disclosure buttons (a hover
 * dropdown on wide screens also opens by keyboard), Escape to close, and the transparent header turning
 * opaque once the page is scrolled past 0 (spec section 9).
 */
export function setUpHeader(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;

  if (header.hasAttribute('data-transparent')) {
    const update = () => header.toggleAttribute('data-scrolled', window.scrollY > 0);
    update();
    addEventListener('scroll', update, { passive: true });
  }

  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = document.getElementById('main-nav');
  const menuOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
  const menuItems = () => [...(nav?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  /**
   * The panel covers the page below 2xl (issue 16 point 2): while it is open everything outside the
   * header is inert, so neither Tab nor a screen reader's cursor wanders under it.
   */
  const setMenu = (open: boolean, { focus = false } = {}) => {
    if (!toggle || !nav) return;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    nav.toggleAttribute('data-open', open);
    header.toggleAttribute('data-menu-open', open);
    holdPageInert('menu', open, header);
    if (focus) (open ? menuItems()[0] : toggle).focus();
  };
  // The toggle comes after the menu in the page, as it sits at the header's end: opening it moves the
  // focus into the menu, and Tab from the open toggle goes there too rather than out of the page.
  toggle?.addEventListener('click', () => {
    const open = !menuOpen();
    setMenu(open, { focus: open });
  });
  toggle?.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.shiftKey || !menuOpen()) return;
    event.preventDefault();
    menuItems()[0]?.focus();
  });
  // Leaving the open menu (Tab past its last item, Shift+Tab before its first) closes it, back on the toggle.
  nav?.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!menuOpen() || !next || nav.contains(next) || next === toggle) return;
    setMenu(false, { focus: true });
  });
  // Wide enough for the inline menu: the panel and the inert page behind it go.
  matchMedia('(min-width: 1536px)').addEventListener(
    'change',
    (event) => event.matches && menuOpen() && setMenu(false),
  );

  const submenuToggles = [...header.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')];
  const closeSubmenus = (except?: HTMLButtonElement) => {
    for (const button of submenuToggles) if (button !== except) button.setAttribute('aria-expanded', 'false');
  };
  for (const button of submenuToggles) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeSubmenus(button);
      button.setAttribute('aria-expanded', String(open));
    });
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const openSubmenu = submenuToggles.find((button) => button.getAttribute('aria-expanded') === 'true');
    if (openSubmenu) {
      closeSubmenus();
      openSubmenu.focus();
    } else if (menuOpen()) {
      setMenu(false, { focus: true });
    }
  });

  // A click outside the header closes open dropdowns, and the menu panel (the page behind it is inert).
  document.addEventListener('click', (event) => {
    if (header.contains(event.target as Node)) return;
    closeSubmenus();
    if (menuOpen()) setMenu(false);
  });
}
