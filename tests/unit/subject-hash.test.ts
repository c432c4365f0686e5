import { describe, expect, it } from 'vitest';
import { normalSubject, subjectHash } from '../../src/lib/subjectHash';

describe('subject hashes (issue 24)', () => {
  it('counts one person or client however the value was typed', () => {
    expect(normalSubject('email', '  Anna.Kiss@Example.COM ')).toBe('anna.kiss@example.com');
    expect(normalSubject('phone', '+36 (30) 123-4567')).toBe('+36301234567');
    expect(normalSubject('taj', '123 456 788')).toBe('123456788');
    expect(normalSubject('address', '203.0.113.7')).toBe('203.0.113.7');
    // One household's or phone's /64: every address in it is one client.
    expect(normalSubject('address', '2001:db8:0:1::1')).toBe('2001:db8:0:1');
    expect(normalSubject('address', '2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1');
    expect(normalSubject('address', '2001:db8::')).toBe('2001:db8:0:0');
  });

  it('names a subject by a keyed hash that holds nothing of the value', async () => {
    const one = await subjectHash('secret-one-that-is-long-enough!!', 'email', 'anna@example.com');
    expect(one).toMatch(/^email:[A-Za-z0-9_-]{22}$/);
    expect(one).not.toContain('anna');
    expect(await subjectHash('secret-one-that-is-long-enough!!', 'email', ' ANNA@example.com')).toBe(one);
    expect(await subjectHash('another-secret-that-is-long-enough', 'email', 'anna@example.com')).not.toBe(one);
    expect(await subjectHash('secret-one-that-is-long-enough!!', 'phone', 'anna@example.com')).not.toBe(one);
  });
});

describe('a path in a log line (issue 24 point 4)', () => {
  it('holds no hash, token or query', async () => {
    const { loggablePath } = await import('../../src/lib/loggable');
    expect(loggablePath('/idopont-torles/Hq3lT2x9Yc0bVw7sPz4kRA')).toBe('/idopont-torles/:secret');
    expect(
      loggablePath('https://x.example/idopont-megerosites/Hq3lT2x9Yc0bVw7sPz4kRA/abcdefghijklmnopqrstuv?t=1'),
    ).toBe('/idopont-megerosites/:secret/:secret');
    expect(loggablePath('/sajat/bejelentkezes?verify=secret-token')).toBe('/sajat/bejelentkezes');
    expect(loggablePath('/laborvizsgalatok/alap-laborcsomag')).toBe('/laborvizsgalatok/alap-laborcsomag');
  });
});
