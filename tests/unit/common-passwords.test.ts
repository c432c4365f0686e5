import mozilla from 'fxa-common-password-list';
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { commonPasswords, encodedList, frontDecode } from '../../src/auth/commonPasswords';

const encoded = await encodedList(env);

// The list the worker reads from its static assets (docs/decisions/0026), against the package's own
// checker, which is a dev dependency now and used only here.
describe('the common-password list', () => {
  const entries = frontDecode(encoded.split('\n'));

  it('decodes to the package list: 50,000 distinct entries the package also refuses', () => {
    expect(new Set(entries).size).toBe(50_000);
    // Every 250th entry, the first and the last: the package's check is a linear search.
    for (const entry of [...entries.filter((_, index) => index % 250 === 0), entries.at(-1)!]) {
      expect(mozilla.test(entry), entry).toBe(true);
    }
  });

  it('refuses listed passwords and nothing else', async () => {
    const isCommon = await commonPasswords(env);
    for (const password of ['password', '12345678', 'password123', entries[0], entries.at(-1)!]) {
      expect(isCommon(password), password).toBe(true);
    }
    // The list holds passwords of eight characters or more, as they are, case included.
    for (const password of ['Password', '123456', 'correct horse battery staple', '', 'k7#Vq!2mZp']) {
      expect(isCommon(password), password).toBe(mozilla.test(password));
      expect(isCommon(password), password).toBe(false);
    }
  });

  it('refuses a malformed list instead of checking against garbage', () => {
    expect(frontDecode(['0abc', '2d', '1x'])).toEqual(['abc', 'abd', 'ax']);
    expect(() => frontDecode(['?abc'])).toThrow(/invalid line/);
    expect(() => frontDecode(['3abc'])).toThrow(/invalid line/);
    expect(() => frontDecode(['0ab', '5c'])).toThrow(/invalid line/);
  });
});
