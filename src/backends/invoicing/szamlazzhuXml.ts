/**
 * The Számla Agent's wire formats (docs.szamlazz.hu, Számla Agent: "Generating invoice", "Reversing
 * invoice", "Querying the invoice PDF"; the XSDs xmlszamla.xsd, agentst/xmlszamlast.xsd,
 * xmlszamlapdf.xsd, xmlszamlavalasz.xsd), built and read with fast-xml-parser (decision 0064). The XSDs
 * are sequences, so every element is written in the schema's order; optional ones we do not use are left
 * out rather than sent empty (an empty typed element, a date or a number, fails the schema).
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import * as v from 'valibot';
import { type InvoiceDraft, type InvoiceLine, PAYMENT_METHOD_NAMES } from '../../domain/invoice';
import { fromBase64 } from '../../lib/crypto';

/** The form field that names each call (docs: "Sending requests": the function is the file field's name). */
export const ACTIONS = {
  issue: 'action-xmlagentxmlfile',
  reverse: 'action-szamla_agent_st',
  pdf: 'action-szamla_agent_pdf',
} as const;
export type AgentAction = (typeof ACTIONS)[keyof typeof ACTIONS];

const SCHEMA_BASE = 'https://www.szamlazz.hu/szamla/docs/xsds';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** The document element in its namespace; `xsd` (the schema's path under SCHEMA_BASE) as its location hint. */
function root(name: string, xsd: string | null, body: Record<string, unknown>) {
  const namespace = `http://www.szamlazz.hu/${name}`;
  const location = xsd ? { '@_xsi:schemaLocation': `${namespace} ${SCHEMA_BASE}/${xsd}` } : {};
  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [name]: { '@_xmlns': namespace, '@_xmlns:xsi': XSI, ...location, ...body },
  };
}

// processEntities escapes &, <, >, " and ' in text (a buyer named "Kovács & Társa Bt." stays one element).
const builder = new XMLBuilder({ ignoreAttributes: false, processEntities: true });
const build = (document: object) => builder.build(document) as string;

/** The account and answer settings every writing call starts with (answer version 2: XML with the PDF). */
const settings = (agentKey: string, externalId: string) => ({
  szamlaagentkulcs: agentKey,
  eszamla: true,
  szamlaLetoltes: true,
  valaszVerzio: 2,
  // Our order ref as the document's external id: the PDF query finds the document by it (idempotency).
  szamlaKulsoAzon: externalId,
});

const item = (line: InvoiceLine) => ({
  megnevezes: line.name,
  mennyiseg: line.quantity,
  mennyisegiEgyseg: line.unit,
  nettoEgysegar: line.unitNet,
  afakulcs: line.vat,
  nettoErtek: line.net,
  afaErtek: line.vatAmount,
  bruttoErtek: line.gross,
});

export interface IssueXml {
  agentKey: string;
  prefix: string;
  issueDate: string;
  draft: InvoiceDraft;
  notes: string;
  /** A modifying invoice (helyesbítő számla) of this number; absent for an ordinary invoice. */
  corrects?: string;
}

/** xmlszamla: one invoice, paid (a settled payment), numbered by the agent under `prefix`. */
export function issueXml({ agentKey, prefix, issueDate, draft, notes, corrects }: IssueXml): string {
  const { buyer } = draft;
  return build(
    root('xmlszamla', 'agent/xmlszamla.xsd', {
      beallitasok: settings(agentKey, draft.orderRef),
      fejlec: {
        keltDatum: issueDate,
        teljesitesDatum: draft.fulfilmentDate,
        fizetesiHataridoDatum: issueDate,
        fizmod: PAYMENT_METHOD_NAMES[draft.paymentMethod],
        penznem: 'HUF',
        szamlaNyelve: 'hu',
        megjegyzes: notes,
        rendelesSzam: draft.orderRef,
        ...(corrects ? { helyesbitoszamla: true, helyesbitettSzamlaszam: corrects } : {}),
        szamlaszamElotag: prefix,
        fizetve: true,
      },
      elado: {},
      vevo: {
        nev: buyer.name,
        orszag: buyer.country,
        irsz: buyer.zip,
        telepules: buyer.city,
        cim: buyer.address,
        email: buyer.email,
        // The site mails the invoice itself (issue 27 point 3); the agent sends nothing.
        sendEmail: false,
        // 1: a taxable buyer with a Hungarian tax number; -1: a private person (no tax number).
        adoalany: buyer.company ? 1 : -1,
        ...(buyer.company ? { adoszam: buyer.taxNumber } : {}),
      },
      tetelek: { tetel: draft.lines.map(item) },
    }),
  );
}

/** xmlszamlast: the reversing (storno) invoice of `number`, issued today. */
export function reverseXml(
  agentKey: string,
  externalId: string,
  number: string,
  issueDate: string,
  fulfilmentDate: string,
) {
  return build(
    root('xmlszamlast', 'agentst/xmlszamlast.xsd', {
      beallitasok: settings(agentKey, externalId),
      fejlec: { szamlaszam: number, keltDatum: issueDate, teljesitesDatum: fulfilmentDate, tipus: 'SS' },
      elado: {},
      vevo: {},
    }),
  );
}

/** xmlszamlapdf: the document whose external id is `externalId` (our order ref), with its PDF. */
export function pdfByExternalIdXml(agentKey: string, externalId: string) {
  return build(
    root('xmlszamlapdf', null, {
      szamlaagentkulcs: agentKey,
      valaszVerzio: 2,
      szamlaKulsoAzon: externalId,
    }),
  );
}

/** xmlszamlapdf: the document numbered `number`, with its PDF. */
export function pdfByNumberXml(agentKey: string, number: string) {
  return build(root('xmlszamlapdf', null, { szamlaagentkulcs: agentKey, szamlaszam: number, valaszVerzio: 2 }));
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true, trimValues: true });

/** The agent's numbers are XSD doubles; HUF totals are whole, but may come as "1000.0". */
const Amount = v.pipe(
  v.string(),
  v.transform((text) => Number(text.replace(',', '.'))),
  v.number(),
  v.finite(),
);

/** xmlszamlavalasz.xsd: `sikeres` required; the rest optional singletons. */
const AnswerSchema = v.object({
  sikeres: v.picklist(['true', 'false']),
  hibakod: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))),
  hibauzenet: v.optional(v.string()),
  szamlaszam: v.optional(v.string()),
  szamlanetto: v.optional(Amount),
  szamlabrutto: v.optional(Amount),
  pdf: v.optional(v.string()),
});

export interface AgentAnswer {
  success: boolean;
  code: number | null;
  message: string;
  number: string | null;
  net: number | null;
  gross: number | null;
  pdf: Uint8Array | null;
}

/** An answer version 2 body, or null when it is not an xmlszamlavalasz in the documented shape. */
export function parseAnswer(body: string): AgentAnswer | null {
  let document: unknown;
  try {
    document = parser.parse(body, true);
  } catch {
    return null;
  }
  const answer = (document as { xmlszamlavalasz?: unknown } | null)?.xmlszamlavalasz;
  const parsed = v.safeParse(AnswerSchema, answer);
  if (!parsed.success) return null;
  const out = parsed.output;
  const pdf = out.pdf ? fromBase64(out.pdf.replace(/\s/g, '')) : null;
  if (out.pdf && !pdf) return null;
  return {
    success: out.sikeres === 'true',
    code: out.hibakod ?? null,
    message: out.hibauzenet ?? '',
    number: out.szamlaszam?.trim() || null,
    net: out.szamlanetto ?? null,
    gross: out.szamlabrutto ?? null,
    pdf,
  };
}
