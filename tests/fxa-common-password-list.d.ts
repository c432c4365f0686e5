/** fxa-common-password-list ships no types: a CommonJS module exporting `{ test(password) }` (used by tests only). */
declare module 'fxa-common-password-list' {
  const checker: { test(password: string): boolean };
  export default checker;
}
