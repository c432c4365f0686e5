/**
 * A stand-in for számlázz.hu's Számla Agent that speaks its protocol over HTTP (docs.szamlazz.hu, Számla
 * Agent): one POST of a multipart form whose file field names the call, answer version 2 (an
 * xmlszamlavalasz with the PDF in base64, the number in `szlahu_szamlaszam`), errors as `szlahu_error_code`
 * / `szlahu_error` headers with an xmlszamlavalasz whose `sikeres` is false. It keeps the documents it
 * issued, numbers them per prefix, checks the key, the prefix and each line's sums as the agent does, and
 * can lose an answer after doing the work, so the journeys can test retries.
 */
import { XMLParser } from 'fast-xml-parser';

type Document = { number: string; externalId: string; net: number; gross: number; reverses?: string };
type Failure = 'lose_answer' | 'down' | 'maintenance' | 'http_500';

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  isArray: (name) => name === 'tetel',
});

/** Error codes of the agent's documentation used here. */
const MEANINGS: Record<number, string> = {
  1: 'Rendszerkarbantartás',
  3: 'Sikertelen bejelentkezés',
  7: 'Nem létező számla',
  57: 'XML olvasási hiba',
  202: 'A megadott számlaszám előtag nem használható',
  259: 'A tétel nettó értéke nem megfelelő',
  260: 'A tétel ÁFA értéke nem megfelelő',
  261: 'A tétel bruttó értéke nem megfelelő',
};

const RATES: Record<string, number> = { TAM: 0, AAM: 0, '0': 0, '5': 5, '18': 18, '27': 27 };

export class SzamlaAgentStandIn {
  readonly documents: Document[] = [];
  /** Every call as received: the form field's name, the part's file name and type, the XML. */
  readonly calls: Array<{ action: string; filename: string; type: string; xml: string }> = [];
  private readonly counters = new Map<string, number>();
  private failures: Array<{ failure: Failure; action?: string }> = [];

  constructor(
    readonly key: string,
    readonly prefixes: string[],
  ) {}

  /** The next call (of `action`, when given) fails this way; 'lose_answer' after doing its work. */
  failNext(failure: Failure, action?: string) {
    this.failures.push({ failure, action });
  }

  callsOf(action: string) {
    return this.calls.filter((call) => call.action === action);
  }

  readonly handle = async (request: Request): Promise<Response> => {
    const form = await request.formData();
    const entry = [...form.entries()].find(([name]) => name.startsWith('action-'));
    if (!entry || typeof entry[1] === 'string') return this.error(53, 'Hiányzó XML fájl');
    const [action, file] = entry;
    const xml = await file.text();
    this.calls.push({ action, filename: file.name, type: file.type, xml });
    const index = this.failures.findIndex((planned) => !planned.action || planned.action === action);
    const failure = index < 0 ? undefined : this.failures.splice(index, 1)[0].failure;
    if (failure === 'down') return new Response('', { headers: { szlahu_down: 'true' } });
    if (failure === 'maintenance') return this.error(1);
    if (failure === 'http_500') return new Response('Internal Server Error', { status: 500 });
    const answer = this.answer(action, xml);
    if (failure === 'lose_answer') throw new TypeError('Network connection lost');
    return answer;
  };

  private answer(action: string, xml: string): Response {
    let document: Record<string, Record<string, unknown>>;
    try {
      document = parser.parse(xml, true);
    } catch {
      return this.error(57);
    }
    if (action === 'action-xmlagentxmlfile') return this.issue(document.xmlszamla);
    if (action === 'action-szamla_agent_st') return this.reverse(document.xmlszamlast);
    if (action === 'action-szamla_agent_pdf') return this.pdf(document.xmlszamlapdf as Record<string, string>);
    return this.error(53, 'Ismeretlen művelet');
  }

  private authorised(key: unknown) {
    return key === this.key;
  }

  private next(prefix: string) {
    const year = 2026;
    const sequence = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, sequence);
    return `${prefix}-${year}-${sequence}`;
  }

  private issue(root: Record<string, unknown> | undefined) {
    if (!root) return this.error(57);
    const settings = root.beallitasok as Record<string, string>;
    const header = root.fejlec as Record<string, string>;
    if (!this.authorised(settings?.szamlaagentkulcs)) return this.error(3);
    if (settings.valaszVerzio !== '2') return this.error(57, 'Only answer version 2 is played');
    if (!this.prefixes.includes(header?.szamlaszamElotag)) return this.error(202);
    const items = ((root.tetelek as { tetel?: Record<string, string>[] })?.tetel ?? []).map((item) => ({
      afakulcs: item.afakulcs,
      values: ['mennyiseg', 'nettoEgysegar', 'nettoErtek', 'afaErtek', 'bruttoErtek'].map((name) => Number(item[name])),
    }));
    let net = 0;
    let gross = 0;
    for (const item of items) {
      const [quantity, unitNet, lineNet, vat, lineGross] = item.values;
      const rate = RATES[item.afakulcs];
      if (rate === undefined) return this.error(57, `afakulcs ${item.afakulcs}`);
      if (Math.abs(quantity * unitNet - lineNet) > 0.5) return this.error(259);
      if (Math.abs((lineNet * rate) / 100 - vat) > 1) return this.error(260);
      if (lineNet + vat !== lineGross) return this.error(261);
      net += lineNet;
      gross += lineGross;
    }
    const document = {
      number: this.next(header.szamlaszamElotag),
      externalId: settings.szamlaKulsoAzon ?? '',
      net,
      gross,
    };
    this.documents.push(document);
    return this.success(document);
  }

  private reverse(root: Record<string, unknown> | undefined) {
    if (!root) return this.error(57);
    const settings = root.beallitasok as Record<string, string>;
    const header = root.fejlec as Record<string, string>;
    if (!this.authorised(settings?.szamlaagentkulcs)) return this.error(3);
    const original = this.documents.find((document) => document.number === header?.szamlaszam);
    if (!original || header.tipus !== 'SS') return this.error(7);
    // Reversing an invoice already reversed answers with the existing storno (recorded agent behaviour).
    const existing = this.documents.find((document) => document.reverses === original.number);
    if (existing) return this.success(existing);
    const prefix = original.number.split('-')[0];
    const storno = {
      number: this.next(prefix),
      externalId: settings.szamlaKulsoAzon ?? '',
      net: -original.net,
      gross: -original.gross,
      reverses: original.number,
    };
    this.documents.push(storno);
    return this.success(storno);
  }

  private pdf(root: Record<string, string> | undefined) {
    if (!root) return this.error(57);
    if (!this.authorised(root.szamlaagentkulcs)) return this.error(3);
    const found = this.documents.find((document) =>
      root.szamlaszam ? document.number === root.szamlaszam : document.externalId === root.szamlaKulsoAzon,
    );
    return found ? this.success(found) : this.error(7);
  }

  /** The PDF the stand-in "renders": a marked text, enough to tell documents apart. */
  static pdfOf(number: string) {
    return `%PDF-1.4 stand-in ${number}`;
  }

  private success(document: Document) {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz">' +
      `<sikeres>true</sikeres><szamlaszam>${document.number}</szamlaszam>` +
      `<szamlanetto>${document.net.toFixed(1)}</szamlanetto><szamlabrutto>${document.gross.toFixed(1)}</szamlabrutto>` +
      `<kintlevoseg>0.0</kintlevoseg><pdf>${btoa(SzamlaAgentStandIn.pdfOf(document.number))}</pdf></xmlszamlavalasz>`;
    return new Response(body, {
      headers: {
        'content-type': 'application/xml; charset=UTF-8',
        szlahu_szamlaszam: encodeURIComponent(document.number),
        szlahu_nettovegosszeg: String(document.net),
        szlahu_bruttovegosszeg: String(document.gross),
      },
    });
  }

  private error(code: number, detail = MEANINGS[code] ?? 'Hiba') {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz">' +
      `<sikeres>false</sikeres><hibakod>${code}</hibakod><hibauzenet>${detail}</hibauzenet></xmlszamlavalasz>`;
    return new Response(body, {
      headers: {
        'content-type': 'application/xml; charset=UTF-8',
        szlahu_error_code: String(code),
        szlahu_error: encodeURIComponent(detail),
      },
    });
  }
}
