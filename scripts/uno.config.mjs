import presetWind3 from '@unocss/preset-wind3';

// Breakpoints from spec section 9; colours chosen for a calm, trustworthy medical look with AA contrast
// for text on white (brand-700 and ink) and for white text on brand-600/brand-900.
export default {
  presets: [presetWind3()],
  theme: {
    breakpoints: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    colors: {
      brand: {
        50: '#effaf8',
        100: '#d5f1ec',
        200: '#aee3da',
        300: '#7ccdc1',
        400: '#4cb1a5',
        500: '#2f968b',
        600: '#0f7a70',
        700: '#0b5f5a',
        800: '#0d4c48',
        900: '#0c3b39',
      },
      accent: { 50: '#fff4ed', 100: '#ffe4d2', 500: '#e8663a', 600: '#c2410c', 700: '#9a3412' },
      ink: { DEFAULT: '#17252f', soft: '#42525e', muted: '#64737e' },
    },
    fontFamily: {
      // 'Inter fallback' is Arial scaled to Inter's metrics until Inter arrives (scripts/build.mjs, decision 0036).
      sans: "Inter, 'Inter fallback', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  shortcuts: {
    btn: 'inline-flex items-center justify-center gap-2 rounded-full px-5 min-h-11 font-600 text-base transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
    'btn-primary': 'btn bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
    'btn-secondary': 'btn bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
    'btn-lg': 'min-h-13 px-7 text-lg',
    'btn-chosen': 'btn bg-brand-50 text-brand-800 ring-2 ring-inset ring-brand-600 hover:bg-brand-100',
    input:
      'block rounded-xl border border-brand-200 bg-white px-4 min-h-12 text-base text-ink placeholder:text-ink-muted focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200',
    chip: 'inline-flex items-center rounded-full px-4 min-h-10 text-sm font-600 ring-1 ring-inset ring-brand-200 text-ink-soft hover:bg-brand-50',
    card: 'rounded-2xl bg-white p-5 ring-1 ring-brand-100 shadow-sm',
    badge: 'inline-flex items-center rounded-full bg-accent-50 px-3 py-1 text-xs font-700 text-accent-700',
    link: 'font-600 text-brand-700 underline underline-offset-3 hover:text-brand-800',
    // A title's long single word ('dehidroepiandroszteron-szulfát') breaks, hyphenated where the browser
    // knows the page's language (html lang), instead of widening a 320 px page (issue 15 point 1).
    'page-title': 'text-3xl font-700 tracking-tight text-ink sm:text-4xl break-anywhere hyphens-auto',
    wrap: 'mx-auto max-w-screen-2xl px-4 sm:px-6 xl:px-8',
    'nav-link':
      'flex items-center rounded-lg px-3 py-3 font-600 text-ink hover:bg-brand-50 hover:text-brand-700 2xl:py-2',
    'submenu-link': 'block rounded-lg px-3 py-2.5 text-ink-soft hover:bg-brand-50 hover:text-brand-700',
    // The catalogue's single-test rows: some 110 of them on one page, so each class name counts (decision 0042).
    'test-row': 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center',
    'test-row-name': 'font-600 text-ink hover:text-brand-700 hover:underline',
    'test-row-price': 'font-700 text-brand-700 sm:w-28 sm:text-right',
  },
};
