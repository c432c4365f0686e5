/**
 * Mozilla's list of common and leaked passwords (fxa-common-password-list, the one Firefox Accounts
 * refuses). Loaded on first use, so pages that never check a password do not pay for decoding it.
 */
let checker: Promise<(candidate: string) => boolean> | undefined;

export function commonPasswords(): Promise<(candidate: string) => boolean> {
  checker ??= import('fxa-common-password-list').then((module) => {
    const list = (module.default ?? module) as { test(candidate: string): boolean };
    return (candidate: string) => list.test(candidate);
  });
  return checker;
}
