import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { InvoicingError } from '../../src/backends/invoicing/port';
import { szamlazzhuInvoicing } from '../../src/backends/invoicing/szamlazzhu';
import { issueXml, parseAnswer, reverseXml } from '../../src/backends/invoicing/szamlazzhuXml';
import { invoiceTotals } from '../../src/domain/invoice';
import { invoiceDraft, LINES, SELLER } from '../fixtures/invoices';
import { standInUpstream } from './helpers';
import { SzamlaAgentStandIn } from './szamlazzhuStandIn';

// The számlázz.hu adapter against the Számla Agent's documented shapes (docs.szamlazz.hu, Számla Agent:
// generating and reversing an invoice, querying the PDF, error handling; xmlszamla.xsd, xmlszamlast.xsd,
// xmlszamlavalasz.xsd), and its journeys against a stand-in that speaks the protocol over HTTP.

const URL = 'https://szamla-agent.stand-in.test/szamla/';
const KEY = 'a3b5agentkey0123456789abcdefghijklmnopqrs';
const agent = new SzamlaAgentStandIn(KEY, ['PL']);
standInUpstream(URL, agent.handle);

const GROSS = invoiceTotals(LINES).gross;
const draft = invoiceDraft;

const port = (changes: { agentKey?: string; prefix?: string } = {}) =>
  szamlazzhuInvoicing({
    url: URL,
    agentKey: changes.agentKey ?? KEY,
    prefix: changes.prefix ?? 'PL',
    seller: SELLER,
    now: () => new Date('2026-12-07T10:00:00Z'),
  });

const read = new XMLParser({ removeNSPrefix: true, parseTagValue: false });
/** The element names of `xml` under the element named `parent`, in document order. */
const childrenOf = (xml: string, parent: string) => {
  const inner = new RegExp(`<${parent}>([\\s\\S]*?)</${parent}>`).exec(xml)?.[1] ?? '';
  return [...inner.matchAll(/<([A-Za-z]+)>[^<]*<\/\1>|<([A-Za-z]+)\/>/g)].map((match) => match[1] ?? match[2]);
};

describe('the requests, as the agent documents them', () => {
  const xml = issueXml({ agentKey: KEY, prefix: 'PL', issueDate: '2026-12-07', draft: draft('pay-1'), notes: 'N' });

  it('xmlszamla: its namespace, settings for answer version 2 with the PDF, our order ref as the external id', () => {
    const document = read.parse(xml);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><xmlszamla xmlns="http:\/\/www.szamlazz.hu\/xmlszamla"/,
    );
    expect(childrenOf(xml, 'beallitasok')).toEqual([
      'szamlaagentkulcs',
      'eszamla',
      'szamlaLetoltes',
      'valaszVerzio',
      'szamlaKulsoAzon',
    ]);
    expect(document.xmlszamla.beallitasok).toMatchObject({
      valaszVerzio: '2',
      szamlaLetoltes: 'true',
      szamlaKulsoAzon: 'pay-1',
    });
  });

  it('xmlszamla: the header in the schema’s order, paid by card, the order number and the prefix', () => {
    expect(childrenOf(xml, 'fejlec')).toEqual([
      'keltDatum',
      'teljesitesDatum',
      'fizetesiHataridoDatum',
      'fizmod',
      'penznem',
      'szamlaNyelve',
      'megjegyzes',
      'rendelesSzam',
      'szamlaszamElotag',
      'fizetve',
    ]);
    expect(read.parse(xml).xmlszamla.fejlec).toMatchObject({
      keltDatum: '2026-12-07',
      teljesitesDatum: '2026-12-07',
      fizmod: 'bankkártya',
      penznem: 'HUF',
      rendelesSzam: 'pay-1',
      szamlaszamElotag: 'PL',
      fizetve: 'true',
    });
  });

  it('xmlszamla: a company buyer with its tax number, a person without; the agent mails nothing itself', () => {
    expect(childrenOf(xml, 'vevo')).toEqual([
      'nev',
      'orszag',
      'irsz',
      'telepules',
      'cim',
      'email',
      'sendEmail',
      'adoalany',
      'adoszam',
    ]);
    expect(read.parse(xml).xmlszamla.vevo).toMatchObject({
      nev: 'Példa & Társa Kft.',
      adoszam: '12345676-2-41',
      sendEmail: 'false',
    });
    const person = issueXml({
      agentKey: KEY,
      prefix: 'PL',
      issueDate: '2026-12-07',
      draft: draft('p', false),
      notes: '',
    });
    expect(read.parse(person).xmlszamla.vevo).toMatchObject({ adoalany: '-1' });
    expect(person).not.toContain('<adoszam>');
  });

  it('xmlszamla: each line with quantity, unit, net unit price, VAT key and the three values, text escaped', () => {
    expect(xml).toContain('<megnevezes>Alap laborcsomag &amp; vizelet &lt;teljes&gt;</megnevezes>');
    const lines = read.parse(xml).xmlszamla.tetelek.tetel;
    expect(lines[0]).toEqual({
      megnevezes: 'Alap laborcsomag & vizelet <teljes>',
      mennyiseg: '1',
      mennyisegiEgyseg: 'alkalom',
      nettoEgysegar: '4500',
      afakulcs: 'TAM',
      nettoErtek: '4500',
      afaErtek: '0',
      bruttoErtek: '4500',
    });
    expect(lines.at(-1)).toMatchObject({ megnevezes: 'Kedvezmény (kupon)', bruttoErtek: '-500' });
  });

  it('xmlszamlast: the number to reverse, today’s dates and type SS', () => {
    const storno = reverseXml(KEY, 'refund-1', 'PL-2026-1', '2026-12-08', '2026-12-08');
    const document = read.parse(storno).xmlszamlast;
    expect(storno).toMatch(/<xmlszamlast xmlns="http:\/\/www.szamlazz.hu\/xmlszamlast"/);
    expect(storno).toContain('https://www.szamlazz.hu/szamla/docs/xsds/agentst/xmlszamlast.xsd');
    expect(childrenOf(storno, 'fejlec')).toEqual(['szamlaszam', 'keltDatum', 'teljesitesDatum', 'tipus']);
    expect(document.fejlec).toEqual({
      szamlaszam: 'PL-2026-1',
      keltDatum: '2026-12-08',
      teljesitesDatum: '2026-12-08',
      tipus: 'SS',
    });
    expect(document.beallitasok).toMatchObject({ valaszVerzio: '2', szamlaKulsoAzon: 'refund-1' });
  });

  it('are sent as the documented multipart form: one XML file in the field that names the call', async () => {
    await port().issue(draft('pay-multipart'));
    const [lookUp, issue] = agent.calls.slice(-2);
    expect(lookUp).toMatchObject({ action: 'action-szamla_agent_pdf', type: 'text/xml' });
    expect(issue).toMatchObject({ action: 'action-xmlagentxmlfile', filename: 'request.xml', type: 'text/xml' });
  });
});

describe('answer version 2', () => {
  it('reads a success: number, totals as doubles, the PDF from base64', () => {
    const answer = parseAnswer(
      '<?xml version="1.0" encoding="UTF-8"?><xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz">' +
        '<sikeres>true</sikeres><szamlaszam>PL-2026-12</szamlaszam><szamlanetto>7990.0</szamlanetto>' +
        '<szamlabrutto>7990.0</szamlabrutto><kintlevoseg>0.0</kintlevoseg><vevoifiokurl>https://x</vevoifiokurl>' +
        `<pdf>${btoa('%PDF-1.4')}\n</pdf></xmlszamlavalasz>`,
    );
    expect(answer).toMatchObject({ success: true, number: 'PL-2026-12', net: 7990, gross: 7990, code: null });
    expect(new TextDecoder().decode(answer!.pdf!)).toBe('%PDF-1.4');
  });

  it('reads a refusal with its code and message, and nothing that is not an xmlszamlavalasz', () => {
    expect(
      parseAnswer(
        '<xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz"><sikeres>false</sikeres>' +
          '<hibakod>57</hibakod><hibauzenet>XML olvasási hiba</hibauzenet></xmlszamlavalasz>',
      ),
    ).toMatchObject({ success: false, code: 57, message: 'XML olvasási hiba', number: null });
    expect(parseAnswer('xmlagentresponse=DONE;PL-2026-1')).toBeNull();
    expect(parseAnswer('<xmlszamlavalasz><sikeres>maybe</sikeres></xmlszamlavalasz>')).toBeNull();
    expect(parseAnswer('<xmlszamlavalasz><sikeres>true</sikeres><pdf>!!!</pdf></xmlszamlavalasz>')).toBeNull();
  });
});

describe('the adapter against the stand-in agent', () => {
  it('issues a paid invoice and gives its number, totals and PDF', async () => {
    const invoices = port();
    const invoice = await invoices.issue(draft('pay-2'));
    expect(invoice).toMatchObject({ kind: 'invoice', gross: GROSS, vat: 0, seller: SELLER, issueDate: '2026-12-07' });
    expect(invoice.number).toMatch(/^PL-2026-\d+$/);
    expect(new TextDecoder().decode((await invoices.pdf(invoice.number))!)).toBe(
      SzamlaAgentStandIn.pdfOf(invoice.number),
    );
    expect(await invoices.pdf('PL-2026-99999')).toBeNull();
  });

  it('never issues twice for one order ref: a retry after a lost answer finds the first invoice', async () => {
    const invoices = port();
    const issuedFor = (ref: string) => agent.documents.filter((document) => document.externalId === ref);
    agent.failNext('lose_answer', 'action-xmlagentxmlfile');
    await expect(invoices.issue(draft('pay-lost'))).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    // The agent issued it; only its answer was lost.
    expect(issuedFor('pay-lost')).toHaveLength(1);
    const retried = await invoices.issue(draft('pay-lost'));
    expect(issuedFor('pay-lost')).toHaveLength(1);
    expect(retried).toMatchObject({ number: issuedFor('pay-lost')[0].number, gross: GROSS });
    expect(await invoices.issue(draft('pay-lost'))).toEqual(retried);
  });

  it('reverses a whole invoice with a storno, once, and a part with a modifying invoice', async () => {
    const invoices = port();
    const original = await invoices.issue(draft('pay-3'));
    const request = { orderRef: 'refund-3', original, amount: original.gross, date: '2026-12-08', alreadyCorrected: 0 };
    const storno = await invoices.reverse(request);
    expect(storno).toMatchObject({ kind: 'reversal', corrects: original.number, gross: -GROSS });
    expect(agent.callsOf('action-szamla_agent_st').at(-1)!.xml).toContain(
      `<szamlaszam>${original.number}</szamlaszam>`,
    );
    expect(await invoices.reverse(request)).toEqual(storno);
    expect(agent.documents.filter((document) => document.reverses === original.number)).toHaveLength(1);

    const second = await invoices.issue(draft('pay-4'));
    const part = await invoices.reverse({ ...request, orderRef: 'refund-4', original: second, amount: 2490 });
    expect(part).toMatchObject({ kind: 'modification', corrects: second.number, gross: -2490 });
    const sent = agent.callsOf('action-xmlagentxmlfile').at(-1)!.xml;
    expect(sent).toContain('<helyesbitoszamla>true</helyesbitoszamla>');
    expect(sent).toContain(`<helyesbitettSzamlaszam>${second.number}</helyesbitettSzamlaszam>`);
    await expect(
      invoices.reverse({
        ...request,
        orderRef: 'refund-5',
        original: second,
        amount: second.gross,
        alreadyCorrected: 2490,
      }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('maps the agent’s errors to typed errors: who must act, and whether to try again', async () => {
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      );
    const wrongKey = await refused(port({ agentKey: 'not-the-key' }).issue(draft('pay-e1')));
    expect(wrongKey).toBeInstanceOf(InvoicingError);
    expect(wrongKey).toMatchObject({ kind: 'credentials', code: 3, retryable: false });
    expect(await refused(port({ prefix: 'XX' }).issue(draft('pay-e2')))).toMatchObject({
      kind: 'refused',
      code: 202,
      retryable: false,
    });
    const badSum = { ...draft('pay-e3'), lines: [{ ...LINES[0], net: 1 }] };
    expect(await refused(port().issue(badSum))).toMatchObject({ kind: 'refused', code: 259, retryable: false });
    agent.failNext('maintenance');
    expect(await refused(port().issue(draft('pay-e4')))).toMatchObject({
      kind: 'unavailable',
      code: 1,
      retryable: true,
    });
    agent.failNext('down');
    expect(await refused(port().issue(draft('pay-e5')))).toMatchObject({ kind: 'unavailable', retryable: true });
    agent.failNext('http_500');
    expect(await refused(port().issue(draft('pay-e6')))).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(agent.documents.some((document) => document.externalId.startsWith('pay-e'))).toBe(false);
  });
});
