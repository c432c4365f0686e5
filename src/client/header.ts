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
  const setMenu = (open: boolean) => {
    if (!toggle || !nav) return;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    nav.toggleAttribute('data-open', open);
    header.toggleAttribute('data-menu-open', open);
  };
  toggle?.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'));

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
    } else if (toggle?.getAttribute('aria-expanded') === 'true') {
      setMenu(false);
      toggle.focus();
    }
  });

  // A click outside the header closes open dropdowns.
  document.addEventListener('click', (event) => {
    if (!header.contains(event.target as Node)) closeSubmenus();
  });
}
