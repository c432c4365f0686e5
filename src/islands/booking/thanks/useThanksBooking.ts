import { useEffect, useState } from 'react';
import { settleCartBooking } from '../../../client/cartBooking';
import { call } from '../../../client/call';
import type { LinkedBooking } from '../../../domain/bookingView';
import type { LabLocation } from '../../../domain/location';
import type { Lang } from '../../../i18n/lang';
import { usePreparation } from '../CartStep';
import { samplingOf, useExpectedResults } from '../ExpectedResults';
import { useStepGate } from '../gate';
import { LAST_APPOINTMENT_KEY } from '../keys';

/**
 * The booking just made, read back from the server by the hash the summary stored (so a reload still
 * finds it), with its location, its preparation and when its results are expected. Reading it settles
 * the cart: a confirmed booking empties it, one still waiting for its payment stays (docs/decisions/0017).
 */
export function useThanksBooking(lang: Lang, prefix: string) {
  const [hash] = useState(() =>
    typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(LAST_APPOINTMENT_KEY),
  );
  const open = useStepGate('thanks', prefix, !!hash);
  const [appointment, setAppointment] = useState<LinkedBooking | null>(null);
  const [unread, setUnread] = useState(false);
  /** The booking's location; undefined until asked, null when it could not be read. */
  const [place, setPlace] = useState<LabLocation | null | undefined>(undefined);
  const preparation = usePreparation(
    appointment?.examinations.map((exam) => exam.id) ?? [],
    appointment?.parameters.map((test) => test.id) ?? [],
    lang,
    appointment !== null,
  );
  const expected = useExpectedResults(
    appointment?.examinations.map((exam) => exam.id) ?? [],
    appointment?.parameters.map((test) => test.id) ?? [],
    lang,
    samplingOf(appointment?.date, appointment?.minute ?? 0),
    appointment !== null,
  );

  useEffect(() => {
    if (!open || !hash) return;
    call('booking', { params: { hash } })
      .then(({ data }) => {
        setAppointment(data);
        settleCartBooking(data);
        return call('locations', { query: { language: lang, location_ids: data.location_id } });
      })
      .then(({ data }) => setPlace(data[0] ?? null))
      .catch(() => {
        setPlace(null);
        setUnread(true);
      });
  }, [open, hash, lang]);

  return { open, appointment, unread, place, preparation, expected };
}
