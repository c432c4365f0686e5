import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type IssuedInvoice, invoiceTotals, lineFromGross, reversingLines } from '../../src/domain/invoice';
import { formatPrice } from '../../src/domain/prices';
import { renderInvoicePdf } from '../../src/invoicePdf/render';
import { invoiceDraft, issuedInvoice, LINES } from '../fixtures/invoices';
import { inkPerCharacter } from '../fixtures/pdf';

// The invoice PDF read back as a patient's PDF reader would (issue 27 point 5): poppler's pdftotext
// extracts the number, the buyer and the total, Hungarian letters included, and pdffonts finds the font
// embedded. Node, not workerd: the test runs poppler, the renderer runs outside the site worker (decision 0064).

const require = createRequire(import.meta.url);
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`)));
const FONTS = { regular: font('400Regular/Inter_400Regular.ttf'), bold: font('700Bold/Inter_700Bold.ttf') };

const draft = invoiceDraft('pay-pdf');
const invoice = (changes: Partial<IssuedInvoice> = {}) =>
  issuedInvoice(draft, { buyer: { ...draft.buyer, name: 'Kőműves és Űrhajós Kft.' }, ...changes });

/** The PDF's text as pdftotext gives it, spaces of every width as one (hu-HU groups with U+202F). */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
/** A total as the PDF prints it (formatPrice), spaced as textOf gives it. */
const total = (forints: number) => `Bruttó végösszeg ${spaced(formatPrice(forints))}`;

async function textOf(pdf: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-pdf-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return {
    text: spaced(text),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    ink: inkPerCharacter(file),
  };
}

describe('an invoice PDF', () => {
  it('holds the number, the seller, the buyer with Hungarian letters, dates, lines and the total', async () => {
    const issued = invoice();
    const pdf = await renderInvoicePdf(issued, FONTS);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const { text, fonts, ink } = await textOf(pdf);
    // Every letter is drawn, not only present in the text layer.
    expect(ink).toBeGreaterThan(10);
    for (const expected of [
      'SZÁMLA',
      'Sorszám: PL-2026-00042',
      'Pannon Labor Kft.',
      'Adószám: 12345676-2-41',
      'Kőműves és Űrhajós Kft.',
      '1095 Budapest',
      'Számla kelte',
      '2026-12-07',
      'bankkártya',
      'Alap laborcsomag & vizelet <teljes>',
      'Mintavételi díj',
      'Kedvezmény (kupon)',
      'TAM',
      total(issued.gross),
      'Tárgyi adómentes: Áfa tv. 85. § (1) b)',
    ]) {
      expect(text).toContain(expected);
    }
    // Both weights embedded whole with a Unicode map (pdffonts: emb yes, sub no, uni yes), and no
    // standard font, which could not show ő or ű.
    const embedded = fonts.split('\n').filter((row) => /Inter/.test(row));
    expect(embedded).toHaveLength(2);
    for (const row of embedded) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s+(?:yes|no)\s+yes/);
    expect(fonts.split('\n').slice(2).filter(Boolean)).toHaveLength(2);
  });

  it('names a storno and the invoice it reverses, with the negative total', async () => {
    const lines = reversingLines(LINES);
    const storno = invoice({
      kind: 'reversal',
      number: 'PL-2026-00043',
      corrects: 'PL-2026-00042',
      lines,
      ...invoiceTotals(lines),
    });
    const { text } = await textOf(await renderInvoicePdf(storno, FONTS));
    expect(text).toContain('SZTORNÓ SZÁMLA');
    expect(text).toContain('Az eredeti számla sorszáma: PL-2026-00042');
    expect(text).toContain(total(-7990));
    expect(text).not.toContain('-0 Ft');
  });

  it('runs onto further pages when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => lineFromGross(`Vizsgálat ${i + 1}`, 1000, 1, 'TAM'));
    const { text } = await textOf(await renderInvoicePdf(invoice({ lines, ...invoiceTotals(lines) }), FONTS));
    expect(text).toContain('Vizsgálat 80');
    expect(text).toContain(total(80_000));
  });
});
