// The proof-of-work solver's Web Worker (decision 0050): altcha-lib's own worker loop with its Web Crypto
// SHA (the package's prebuilt worker uses Node's crypto), so the search never blocks the page's thread.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
