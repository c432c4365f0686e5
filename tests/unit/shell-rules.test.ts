import { describe, expect, it } from 'vitest';
import { furthestStep, isStepOpen, STEP_PATHS } from '../../src/domain/bookingGate';
import {
  cartCount,
  CUSTOM_EXAMINATION_ID,
  emptyCart,
  packageIds,
  parseCart,
  setCoupon,
  setLocation,
  testIds,
  toggleExamination,
  toggleParameter,
} from '../../src/domain/cart';
import { isCrawler } from '../../src/domain/crawlers';
import { matchRedirect } from '../../src/domain/redirects';
import { localePath, splitLangPrefix } from '../../src/i18n/lang';

describe('language prefixes', () => {
  it('splits a known prefix and leaves other paths alone', () => {
    expect(splitLangPrefix('/en/helyszinek')).toEqual({ lang: 'en', path: '/helyszinek', explicitDefault: false });
    expect(splitLangPrefix('/en')).toEqual({ lang: 'en', path: '/', explicitDefault: false });
    expect(splitLangPrefix('/hu/arak')).toEqual({ lang: 'hu', path: '/arak', explicitDefault: true });
    expect(splitLangPrefix('/english')).toEqual({ lang: 'hu', path: '/english', explicitDefault: false });
    expect(splitLangPrefix('/de/arak')).toEqual({ lang: 'hu', path: '/de/arak', explicitDefault: false });
  });

  it('builds paths for each language', () => {
    expect(localePath('hu', '/arak')).toBe('/arak');
    expect(localePath('en', '/arak')).toBe('/en/arak');
    expect(localePath('en', '/')).toBe('/en');
  });
});

describe('the cart', () => {
  it('has the spec defaults', () => {
    const cart = emptyCart();
    expect(cart).toMatchObject({
      time: 0,
      payment_type: 'ONLINE',
      coupon_code: '',
      coupon_id: null,
      discount: 0,
      examinations: [],
    });
  });

  it('counts parameters plus unlocked examinations for the badge', () => {
    const cart = {
      ...emptyCart(),
      examinations: [{ id: 1 }, { id: 2, locked: true }],
      parameters: [{ id: 5 }, { id: 6 }],
    };
    expect(cartCount(cart)).toBe(3);
  });

  it('reads a damaged or foreign stored cart as defaults field by field', () => {
    expect(parseCart('not json')).toEqual(emptyCart());
    expect(
      parseCart(JSON.stringify({ time: 'noon', examinations: [{ id: 4 }], payment_type: 'ONSITE' })),
    ).toMatchObject({
      time: 0,
      examinations: [{ id: 4 }],
      payment_type: 'ONSITE',
    });
  });

  it('toggles, resets date and time on a new location, empties tests when parameters drop', () => {
    let cart = toggleExamination(emptyCart(), { id: 9 });
    expect(cart.examinations).toEqual([{ id: 9 }]);
    expect(cart.lastAddedExaminationId).toBe(9);
    cart = toggleExamination(cart, { id: 9 });
    expect(cart.examinations).toEqual([]);

    cart = { ...emptyCart(), location: 1, date: '2026-12-01', time: 930 };
    expect(setLocation(cart, 2)).toMatchObject({ location: 2, date: null, time: 0 });

    cart = { ...emptyCart(), parameters: [{ id: 1 }, { id: 2 }], tests: [{ id: 7 }] };
    expect(toggleParameter(cart, { id: 1 })).toMatchObject({ parameters: [{ id: 2 }], tests: [] });
    expect(toggleParameter(cart, { id: 3 }).tests).toEqual([{ id: 7 }]);

    // Single tests travel in a locked examination: the gates open, the badge counts each test once.
    cart = toggleParameter(emptyCart(), { id: 5, name: 'TSH', price: 4900 });
    expect(cart.examinations).toEqual([{ id: CUSTOM_EXAMINATION_ID, name: 'Egyedi vizsgálatok', locked: true }]);
    expect(cartCount(cart)).toBe(1);
    expect(furthestStep({ cart })).toBe('location');
    expect(packageIds(cart)).toEqual([]);
    expect(testIds(cart)).toEqual([5]);
    expect(toggleParameter(cart, { id: 5 }).examinations).toEqual([]);

    expect(setCoupon(emptyCart(), { code: 'TAVASZ', discount: 10, id: 3 })).toMatchObject({
      coupon_code: 'TAVASZ',
      discount: 10,
      coupon_id: 3,
    });
    expect(setCoupon({ ...emptyCart(), coupon_code: 'X', discount: 5, coupon_id: 1 })).toMatchObject({
      coupon_code: '',
      discount: 0,
      coupon_id: null,
    });
  });
});

describe('the furthest booking step', () => {
  const withExams = { ...emptyCart(), examinations: [{ id: 1 }] };
  const person = {
    first_name: 'Anna',
    last_name: 'Kiss',
    email: 'anna@example.hu',
    phone_number: '+36301234567',
    birth: '1990-05-01',
  };

  it.each([
    ['an empty cart', { cart: emptyCart() }, 'start'],
    ['examinations only', { cart: withExams }, 'location'],
    ['a location', { cart: { ...withExams, location: 3 } }, 'time'],
    ['date and time', { cart: { ...withExams, location: 3, date: '2026-12-01', time: 900 } }, 'basicData'],
    [
      'validated data',
      { cart: { ...withExams, location: 3, date: '2026-12-01', time: 900, validated: true }, person },
      'summary',
    ],
    [
      'validated but no e-mail',
      {
        cart: { ...withExams, location: 3, date: '2026-12-01', time: 900, validated: true },
        person: { ...person, email: '' },
      },
      'basicData',
    ],
    ['a location but no examinations', { cart: { ...emptyCart(), location: 3 } }, 'start'],
  ] as const)('with %s is %s', (_, input, step) => {
    expect(furthestStep(input)).toBe(step);
  });

  it('opens the thank-you step only with consents, gender and invoice data', () => {
    const cart = { ...withExams, location: 3, date: '2026-12-01', time: 900, validated: true };
    const invoice = {
      invoice_type: 1,
      invoice_name: 'Kiss Anna',
      invoice_address: 'Fő utca 1.',
      invoice_zipcode: '4032',
      invoice_city: 'Debrecen',
    };
    const full = { ...person, gender: 2, elfogadom: true, adatvedelmiElfogadom: true };
    expect(isStepOpen('thanks', { cart, person: full, invoice })).toBe(true);
    expect(isStepOpen('thanks', { cart, person: { ...full, gender: 0 }, invoice })).toBe(false);
    expect(isStepOpen('thanks', { cart, person: { ...full, adatvedelmiElfogadom: false }, invoice })).toBe(false);
    expect(isStepOpen('thanks', { cart, person: full, invoice: { ...invoice, invoice_city: '' } })).toBe(false);
    expect(STEP_PATHS.thanks).toBe('/idopontfoglalas-koszono');
  });
});

describe('legacy redirect matching', () => {
  const rules = [
    { source: '/blog/:slug', target: '/hasznos/:slug', status: 301 },
    { source: '/blog/kategoria/:tag', target: '/hasznos', status: 301 },
    { source: '/files/*', target: '/dokumentumok/*', status: 301 },
    { source: '/Arlista.PDF', target: '/arlista', status: 301 },
    { source: '/kategoria/:cat', target: '/laborvizsgalatok?kategoria=:cat', status: 302 },
  ];

  it('prefers exact paths, then the most specific pattern', () => {
    expect(matchRedirect(rules, '/arlista.pdf')).toEqual({ location: '/arlista', status: 301 });
    expect(matchRedirect(rules, '/blog/kategoria/vitaminok')).toEqual({ location: '/hasznos', status: 301 });
    expect(matchRedirect(rules, '/blog/d-vitamin-telen')).toEqual({
      location: '/hasznos/d-vitamin-telen',
      status: 301,
    });
  });

  it('reuses captured segments and the rest of the path, and keeps the query unless the target has one', () => {
    expect(matchRedirect(rules, '/files/2020/a.pdf', '?v=2')).toEqual({
      location: '/dokumentumok/2020/a.pdf?v=2',
      status: 301,
    });
    expect(matchRedirect(rules, '/kategoria/allergia', '?x=1')).toEqual({
      location: '/laborvizsgalatok?kategoria=allergia',
      status: 302,
    });
  });

  it('matches nothing else', () => {
    expect(matchRedirect(rules, '/blog/a/b/c')).toBeNull();
    expect(matchRedirect(rules, '/helyszinek')).toBeNull();
  });
});

describe('crawler detection', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  ])('knows %s', (ua) => expect(isCrawler(ua)).toBe(true));

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    undefined,
  ])('lets people through: %s', (ua) => expect(isCrawler(ua)).toBe(false));
});
