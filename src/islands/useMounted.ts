import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true after: state that lives only in the
 * browser (the stored cart) is shown from then on, so server HTML and first client render match.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
