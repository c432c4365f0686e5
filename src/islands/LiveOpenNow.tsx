import { useEffect, useState } from 'react';
import { OpenNow } from '../components/OpenNow';
import type { OpeningSchedule } from '../domain/openNow';
import type { Lang } from '../i18n/lang';

/**
 * The browser's clock once the browser is idle after hydrating, null before (and on the server). The
 * Budapest clock's formatter costs tens of milliseconds to build on a phone: asked for while idle, it
 * adds nothing to the task that hydrates the island.
 */
function useIdleClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tell = () => setNow(Date.now());
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(tell, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(tell, 100);
    return () => clearTimeout(id);
  }, []);
  return now;
}

/**
 * A card's 'open now' line in an island (decision 0057): pages are cached, so the browser's clock
 * decides. Each line fills itself in, so the list that hydrated is not rendered a second time for it;
 * its box is there from the start, so filling it in moves nothing.
 */
export function LiveOpenNow(props: { schedule: OpeningSchedule; lang: Lang; className?: string }) {
  return <OpenNow {...props} now={useIdleClock()} />;
}
