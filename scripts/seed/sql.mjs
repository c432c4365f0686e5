// What every part of the seed writes its values with: one module the parts and index.mjs import, so no
// part imports the index that imports it.

/** Quotes a value as an SQL string literal. */
export function sqlString(value) {
  return `'${String(value).replaceAll("'", "''")}'`;
}
