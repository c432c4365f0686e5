'use strict';
// `react-dom/server.edge` without React's synchronous renderer (docs/decisions/0060). React's own entry
// requires both its streaming renderer and the legacy one (renderToString, 47 KB gzipped); the worker
// renders everything with the streaming one (src/renderer.tsx, src/lib/markup.ts), so wrangler.toml
// aliases the entry to this file, which requires only that one. A relative path: React's package exports
// do not list its cjs files. Renovate's React group updates both together; tests/unit/react-entry.test.ts
// fails if React's entry starts exporting something this file does not.
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
