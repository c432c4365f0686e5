/**
 * Who a limit counts (issue 24): a client's address or browser, an e-mail address, a phone number, a
 * TAJ number, as a keyed hash, never in clear. A limit's counter or claim row must not become a list of
 * patients' addresses and TAJ numbers (DESIGN.md: personal data never in logs, URLs or cache keys), and a
 * plain SHA-256 of an e-mail address or a 9-digit TAJ number is undone by trying them all; an HMAC under
 * a secret is not. The key is XSRF_SECRET's, under a label of its own (the same secret signs the XSRF
 * cookie under another): rotating it only starts the counters afresh.
 */
import { hmacSign, toBase64Url } from './crypto';

export type SubjectKind = 'address' | 'browser' | 'email' | 'phone' | 'taj';

/**
 * The value as one subject, whatever way it was typed: an e-mail address in lower case, a phone number
 * or TAJ number as its digits (and a phone's leading +), an IPv6 address as its /64 network (one
 * household or phone gets a whole /64, and walks through it at will), the rest as given.
 */
export function normalSubject(kind: SubjectKind, value: string): string {
  const trimmed = value.normalize('NFC').trim();
  switch (kind) {
    case 'email':
      return trimmed.toLowerCase();
    case 'phone':
      return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
    case 'taj':
      return trimmed.replace(/\D/g, '');
    case 'address':
      return trimmed.includes(':') ? ipv6Network(trimmed) : trimmed;
    case 'browser':
      return trimmed;
  }
}

/** The first four groups of an IPv6 address, written out ('2001:db8::1' → '2001:db8:0:0'). */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((group: string) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** 128 bits of HMAC-SHA256 of the normalised value, base64url: a subject's name in counters and claims. */
export async function subjectHash(secret: string, kind: SubjectKind, value: string): Promise<string> {
  const mac = await hmacSign(secret, `subject:v1:${kind}:${normalSubject(kind, value)}`);
  return `${kind}:${toBase64Url(mac.slice(0, 16))}`;
}

/** The worker's key for subject hashes; refuses to run without it, as the XSRF check does. */
export function subjectSecret(env: { XSRF_SECRET?: string }): string {
  if (!env.XSRF_SECRET) throw new Error('XSRF_SECRET is not configured');
  return env.XSRF_SECRET;
}
