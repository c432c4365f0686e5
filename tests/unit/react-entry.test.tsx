import * as entry from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { renderMarkup, renderStaticMarkup } from '../../src/lib/markup';
import * as shim from '../../src/vendor/reactDomServerEdge.cjs';

// wrangler.toml aliases react-dom/server.edge to the shim, which leaves React's synchronous renderer out.
describe('the worker’s react-dom/server.edge', () => {
  it('exports everything React’s entry does but the synchronous renderer', () => {
    const ours = Object.keys(shim.default ?? shim).filter((name) => name !== 'default');
    const theirs = Object.keys(entry).filter(
      (name) => !['default', 'renderToString', 'renderToStaticMarkup'].includes(name),
    );
    expect(ours.sort()).toEqual(expect.arrayContaining(theirs.sort()));
  });

  it('renders a mail’s static markup as the synchronous renderer did: a doctype, no text separators', async () => {
    const node = (
      <html lang="hu">
        <body>
          <p>
            Kedves {'<Anna>'}, {3} vizsgálat
          </p>
        </body>
      </html>
    );
    expect(await renderStaticMarkup(node)).toBe(
      '<!DOCTYPE html><html lang="hu"><head></head><body><p>Kedves &lt;Anna&gt;, 3 vizsgálat</p></body></html>',
    );
    // The page parts keep the separators hydration needs.
    expect(await renderMarkup(<p>a {'b'}</p>)).toBe('<p>a <!-- -->b</p>');
  });
});
