/**
 * An issued invoice as a PDF (issue 27; docs/decisions/0064), drawn with pdf-lib and a TrueType font
 * that has the Hungarian letters (ő, ű are not in the standard PDF fonts' WinAnsi encoding), embedded
 * whole (a subset comes out corrupted: see renderInvoicePdf). pdf-lib and fontkit are about 535 KiB gzipped, far beyond what the site
 * worker's budget leaves, so this module is never imported by the site worker: it runs where its size
 * does not count (the renderer worker of decision 0064), once per invoice, and the bytes are kept.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type InvoiceKind, type InvoiceLine, type IssuedInvoice, PAYMENT_METHOD_NAMES } from '../domain/invoice';
import { formatPrice } from '../domain/prices';

export interface InvoiceFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const TITLES: Record<InvoiceKind, string> = {
  invoice: 'SZÁMLA',
  reversal: 'SZTORNÓ SZÁMLA',
  modification: 'MÓDOSÍTÓ SZÁMLA',
};

// A4 in points, with 40 pt margins.
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const GREY = rgb(0.35, 0.35, 0.35);

/** The table's columns: header, x of its right edge (or left for the name), and the cell's text. */
const COLUMNS: Array<{ title: string; right: number; cell: (line: InvoiceLine) => string }> = [
  { title: 'Menny.', right: 285, cell: (line) => `${line.quantity} ${line.unit}` },
  { title: 'Nettó egységár', right: 355, cell: (line) => formatPrice(line.unitNet) },
  { title: 'ÁFA', right: 390, cell: (line) => (/^\d+$/.test(line.vat) ? `${line.vat}%` : line.vat) },
  { title: 'Nettó', right: 450, cell: (line) => formatPrice(line.net) },
  { title: 'ÁFA összeg', right: 505, cell: (line) => formatPrice(line.vatAmount) },
  { title: 'Bruttó', right: PAGE.width - PAGE.margin, cell: (line) => formatPrice(line.gross) },
];

class Writer {
  y = PAGE.height - PAGE.margin;
  constructor(
    private readonly document: PDFDocument,
    private page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; right?: boolean; grey?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 9;
    const left = options.right ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: left, y: this.y, size, font, color: options.grey ? GREY : undefined });
  }

  /** Lines of `text` at x, each on its own row; the rows used. */
  block(rows: string[], x: number, first = { bold: true }) {
    rows.forEach((row, index) => {
      this.text(row, x, index === 0 ? first : {});
      this.y -= 12;
    });
    this.y += 12 * rows.length;
    return rows.length;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 9 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 9 },
      thickness: 0.5,
      color: GREY,
    });
  }
}

function parties(writer: Writer, invoice: IssuedInvoice) {
  const { seller, buyer } = invoice;
  writer.text('Eladó', PAGE.margin, { grey: true });
  writer.text('Vevő', 300, { grey: true });
  writer.y -= 14;
  const sellerRows = [seller.name, seller.address, `Adószám: ${seller.taxNumber}`];
  const buyerRows = [buyer.name, `${buyer.zip} ${buyer.city}`.trim(), buyer.address];
  if (buyer.company) buyerRows.push(`Adószám: ${buyer.taxNumber}`);
  const rows = Math.max(writer.block(sellerRows, PAGE.margin), writer.block(buyerRows, 300));
  writer.y -= rows * 12 + 10;
}

function dates(writer: Writer, invoice: IssuedInvoice) {
  const cells = [
    ['Számla kelte', invoice.issueDate],
    ['Teljesítés dátuma', invoice.fulfilmentDate],
    ['Fizetési határidő', invoice.issueDate],
    ['Fizetési mód', PAYMENT_METHOD_NAMES[invoice.paymentMethod]],
  ];
  cells.forEach(([label], index) => writer.text(label, PAGE.margin + index * 130, { grey: true }));
  writer.y -= 12;
  cells.forEach(([, value], index) => writer.text(value, PAGE.margin + index * 130, { bold: true }));
  writer.y -= 24;
}

function table(writer: Writer, lines: readonly InvoiceLine[]) {
  writer.text('Megnevezés', PAGE.margin, { bold: true, size: 8 });
  for (const column of COLUMNS) writer.text(column.title, column.right, { bold: true, size: 8, right: true });
  writer.y -= 14;
  writer.rule();
  for (const line of lines) {
    writer.need(14);
    writer.text(line.name.length > 48 ? `${line.name.slice(0, 47)}…` : line.name, PAGE.margin, { size: 8 });
    for (const column of COLUMNS) writer.text(column.cell(line), column.right, { size: 8, right: true });
    writer.y -= 13;
  }
  writer.rule();
  writer.y -= 8;
}

function totals(writer: Writer, invoice: IssuedInvoice) {
  const right = PAGE.width - PAGE.margin;
  const rows: Array<[string, number, boolean]> = [
    ['Nettó összesen', invoice.net, false],
    ['ÁFA összesen', invoice.vat, false],
    ['Bruttó végösszeg', invoice.gross, true],
  ];
  for (const [label, value, bold] of rows) {
    writer.need(14);
    writer.text(label, 400, { bold, size: bold ? 11 : 9, right: true });
    writer.text(formatPrice(value), right, { bold, size: bold ? 11 : 9, right: true });
    writer.y -= bold ? 18 : 13;
  }
}

/** The PDF of `invoice`: every field it states, on as many A4 pages as its lines need. */
export async function renderInvoicePdf(invoice: IssuedInvoice, fonts: InvoiceFonts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(`${TITLES[invoice.kind]} ${invoice.number}`);
  document.setCreationDate(new Date(`${invoice.issueDate}T00:00:00Z`));
  document.setModificationDate(new Date(`${invoice.issueDate}T00:00:00Z`));
  // Whole fonts, not subsets: @pdf-lib/fontkit 1.1.1 writes a subset's short `loca` table without padding
  // its glyph records, so after the first odd-length glyph every offset is off by a byte and poppler,
  // evince and others draw about two letters in three as blanks, while the text layer (pdftotext) stays
  // right (seen here; foliojs/fontkit#191 fixed it upstream, the fork predates it). The whole Inter Regular
  // and Bold make the PDF about 370 KB instead of 60 KB; tests/node/invoice-pdf.test.ts counts the ink.
  const [regular, bold] = await Promise.all([document.embedFont(fonts.regular), document.embedFont(fonts.bold)]);
  const writer = new Writer(document, document.addPage([PAGE.width, PAGE.height]), regular, bold);
  writer.text(TITLES[invoice.kind], PAGE.margin, { bold: true, size: 18 });
  writer.text(`Sorszám: ${invoice.number}`, PAGE.width - PAGE.margin, { bold: true, size: 11, right: true });
  writer.y -= 20;
  if (invoice.corrects) {
    writer.text(`Az eredeti számla sorszáma: ${invoice.corrects}`, PAGE.margin);
    writer.y -= 14;
  }
  writer.y -= 10;
  parties(writer, invoice);
  dates(writer, invoice);
  table(writer, invoice.lines);
  totals(writer, invoice);
  for (const note of invoice.notes.split('\n').filter(Boolean)) {
    writer.need(12);
    writer.text(note, PAGE.margin, { size: 8 });
    writer.y -= 11;
  }
  return document.save();
}
