import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { packageIds, testIds } from '../../domain/cart';
import { canChange } from '../../domain/cutoff';
import { cart, updateCart } from '../cart/store';
import { CutoffNotice } from './CutoffNotice';
import { cartPartyQuery } from '../../domain/partyCart';
import { PartyTimes } from './party/PartyTimes';
import { CalendarFrame, TimePicker } from './TimePicker';
import { stepHref, useStepGate } from './gate';
import { StepActions, type StepProps } from './shared';

/**
 * /idopontfoglalas-idopontvalasztas: available dates on an accessible month calendar
 * (GET available_dates), then the free times of the chosen day (GET available_times).
 *
 * The cart keeps the day and the time as they are chosen, and the step opens with them chosen (and
 * Continue enabled) when the visitor comes back or reloads, or says that the time is no longer free
 * (issue 15 point 2). A time inside the change/cancel cut-off says, once chosen, that the booking cannot
 * be changed or cancelled online and whom to call (issue 15 point 5); `phone` is the customer service's.
 */
export function TimeStep({ lang, prefix, labels, phone }: StepProps & { phone: string | null }) {
  useSignals();
  const open = useStepGate('time', prefix);
  const [choice, setChoice] = useState<{ date: string; time: AvailableTime } | null>(null);
  const c = cart.value;
  const locationId = open ? c.location : null;
  // The buttons belong to the picker's content and its frame alike, so they arrive with the content
  // rather than being pushed down by it (decision 0037).
  const actions = (
    <StepActions
      back={stepHref(prefix, 'location')}
      backLabel={labels.back}
      nextLabel={labels.continue}
      nextDisabled={!choice}
      next={() => {
        if (choice) location.assign(stepHref(prefix, 'basicData'));
      }}
    />
  );
  // Until the cart is read the calendar's frame stands in its place, as the picker does until its dates
  // arrive: the buttons below stay where they are (decision 0037).
  if (locationId == null) return <CalendarFrame labels={labels} after={actions} />;
  return (
    <TimePicker
      lang={lang}
      labels={labels}
      query={{
        location_id: locationId,
        package_ids: packageIds(c).join(',') || undefined,
        test_ids: testIds(c).join(',') || undefined,
        // A family booking: only the times everyone can come at (docs/decisions/0048).
        party: cartPartyQuery(c),
      }}
      kept={{ date: c.date, minute: c.time }}
      onChoose={(date, time) => {
        setChoice(date && time ? { date, time } : null);
        updateCart((current) => ({ ...current, date, time: time?.minute ?? 0, partyStarts: time?.party ?? [] }));
      }}
      note={(time) => (
        <>
          <PartyTimes lang={lang} time={time} />
          {canChange(time.starts_at, new Date()) ? null : (
            <CutoffNotice time={time.time} labels={labels} phone={phone} prefix={prefix} />
          )}
        </>
      )}
      after={actions}
    />
  );
}
