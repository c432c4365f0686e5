import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

/**
 * The whole HTML of `node` as one string, by the streaming renderer the pages use. The worker carries
 * this one renderer only: React's synchronous one (renderToString) is another 47 KB gzipped module.
 * Between adjacent texts React writes `<!-- -->`, as renderToString does; a root `<html>` gets its doctype.
 */
export async function renderMarkup(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * The same without React's text separators, for HTML nobody hydrates (a mail), as renderToStaticMarkup
 * writes it. The separators are the only `<!-- -->` in the output: React escapes every `<` of a value.
 */
export const renderStaticMarkup = async (node: ReactNode): Promise<string> =>
  (await renderMarkup(node)).replaceAll('<!-- -->', '');
