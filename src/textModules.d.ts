/** A .txt import is a Text module to wrangler (its default module rules): its default export is the text. */
declare module '*.txt' {
  const text: string;
  export default text;
}
