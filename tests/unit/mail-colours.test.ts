import { describe, expect, it } from 'vitest';
import { MAIL_COLOURS } from '../../src/mail/layout';
import unoConfig from '../../scripts/uno.config.mjs';

describe("the mails' colours", () => {
  it('are the site theme’s (scripts/uno.config.mjs), so a change there cannot leave the mails behind', () => {
    const { brand, accent, ink } = unoConfig.theme.colors;
    expect(MAIL_COLOURS).toEqual({
      page: brand[50],
      line: brand[100],
      brand: brand[600],
      link: brand[700],
      heading: brand[800],
      ink: ink.DEFAULT,
      inkSoft: ink.soft,
      inkMuted: ink.muted,
      caution: accent[700],
      white: '#ffffff',
    });
  });
});
