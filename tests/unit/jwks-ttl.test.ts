import { describe, expect, it } from 'vitest';
import { keySetTtl } from '../../src/auth/jwks';

// How long a provider's key set is cached (src/auth/jwks.ts, decision 0023): its Cache-Control max-age,
// kept between 1 and 24 hours.
describe('keySetTtl', () => {
  it('follows max-age within 1–24 h', () => {
    expect(keySetTtl('public, max-age=21600, must-revalidate, no-transform')).toBe(21600);
    expect(keySetTtl('max-age="7200"')).toBe(7200);
  });

  it('keeps a short or missing max-age at 1 h and a long one at 24 h', () => {
    expect(keySetTtl('no-cache, max-age=0')).toBe(3600);
    expect(keySetTtl(null)).toBe(3600);
    expect(keySetTtl('public')).toBe(3600);
    expect(keySetTtl('s-maxage=999999')).toBe(3600);
    expect(keySetTtl('max-age=31536000')).toBe(24 * 3600);
  });
});
