import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { packageIds, testIds } from '../../domain/cart';
import { cart, updateCart } from '../cart/store';
import { CalendarFrame, TimePicker } from './TimePicker';
import { stepHref, useStepGate } from './gate';
import { StepActions, type StepProps } from './shared';

/**
 * /idopontfoglalas-idopontvalasztas: available dates on an accessible month calendar
 * (GET available_dates), then the free times of the chosen day (GET available_times).
 */
export function TimeStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const open = useStepGate('time', prefix);
  const [choice, setChoice] = useState<{ date: string; time: AvailableTime } | null>(null);
  const locationId = open ? cart.value.location : null;
  // Until the cart is read the calendar's frame stands in its place, as the picker does until its dates
  // arrive: the buttons below stay where they are (decision 0037).
  return (
    <div>
      {locationId == null ? (
        <CalendarFrame labels={labels} />
      ) : (
        <TimePicker
          lang={lang}
          labels={labels}
          query={{
            location_id: locationId,
            package_ids: packageIds(cart.value).join(',') || undefined,
            test_ids: testIds(cart.value).join(',') || undefined,
          }}
          onChoose={(date, time) => setChoice(date && time ? { date, time } : null)}
        />
      )}
      <StepActions
        back={stepHref(prefix, 'location')}
        backLabel={labels.back}
        nextLabel={labels.continue}
        nextDisabled={!choice}
        next={() => {
          if (!choice) return;
          updateCart((current) => ({ ...current, date: choice.date, time: choice.time.minute }));
          location.assign(stepHref(prefix, 'basicData'));
        }}
      />
    </div>
  );
}
