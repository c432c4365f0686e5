import { NOTE_LINE } from '../domain/cartSuggestion';
import type { SuggestionView } from '../domain/suggestionView';
import type { Lang } from '../i18n/lang';
import { optimiserMessages } from '../i18n/optimiserMessages';
import { CheckIcon, CloseIcon } from './Icons';

/**
 * The package optimiser's note (issue 17 point 2, docs/decisions/0047): which combination of packages
 * and single tests holds the chosen tests for less (or more tests for the same), what it adds, what it
 * saves, and the switch.
 *
 * - `box` (the cart step's island, src/islands/booking/CartSuggestion.tsx): in the page's flow, rendered
 *   with its view by React, painted together with the cart so nothing moves (decision 0037).
 * - `bar` (the examinations page, server-rendered): fixed to the bottom of the window, where showing and
 *   hiding it moves nothing on the page; empty and hidden until the shell fills its `data-note-*` slots
 *   (src/client/optimiser.ts, no framework). It is a bottom overlay (src/client/overlays.ts): the page
 *   gets room below it and focus is kept clear of it. Its status line tells a screen reader what appeared
 *   and what the switch did.
 */
export function OptimiserNote({
  lang,
  variant,
  view = null,
  onSwitch,
  pending = false,
}: {
  lang: Lang;
  variant: 'box' | 'bar';
  view?: SuggestionView | null;
  onSwitch?: () => void;
  /** The cart changed and the answer for it is still on its way: the switch waits for it. */
  pending?: boolean;
}) {
  const m = optimiserMessages(lang);
  const bar = variant === 'bar';
  const details = (
    <>
      <h3 className="font-600 text-ink">{m.combination}</h3>
      <ul className="mt-1 space-y-1" data-note-items="">
        {view?.items.map((item) => (
          <li key={item.key} className={NOTE_LINE.item}>
            <span className={NOTE_LINE.name}>{item.name}</span>
            <span className={NOTE_LINE.price}>{item.price}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-3 font-600 text-ink" hidden={!view?.added.length} data-note-added-title="">
        {m.addedTests}
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-soft" data-note-added="">
        {view?.added.map((name) => (
          <li key={name} className={NOTE_LINE.name}>
            {name}
          </li>
        ))}
      </ul>
    </>
  );
  /** A line the shell fills by its `data-note-<name>` slot (src/client/optimiser.ts). */
  const line = (name: string, className: string, text?: string) => (
    <p className={className} {...{ [`data-note-${name}`]: '' }}>
      {text}
    </p>
  );
  const switchButton = (className: string) => (
    <button
      type="button"
      className={className}
      aria-label={view?.switchLabel}
      onClick={onSwitch}
      disabled={pending}
      data-note-switch=""
    >
      {m.switchTo}
    </button>
  );
  const panel = bar ? (
    // The bar is compact (issue 25: with the note after choosing it covered half a phone): what it offers
    // and saves in a line or two, the switch and the close button; the totals, what it adds and its items
    // are one tap away, and the switch's name says the combination.
    <section
      aria-labelledby="optimiser-title"
      className="flex max-h-[70vh] flex-col rounded-2xl bg-white py-2 pl-3 pr-1 text-sm shadow-lg ring-1 ring-accent-100 sm:py-3 sm:pl-4"
      hidden
      data-note-panel=""
      data-bottom-overlay=""
    >
      <div className="flex items-start gap-1">
        <p className="min-w-0 grow pt-1 leading-snug">
          <strong className="font-700 text-ink" id="optimiser-title" data-note-title="" />{' '}
          <span className="font-600 text-ink break-anywhere hyphens-auto" data-note-combination="" />{' '}
          <span className="whitespace-nowrap font-700 text-accent-700" data-note-saving="" />
        </p>
        <CloseButton label={m.close} className="h-10 w-10 text-ink-soft hover:bg-brand-50" />
      </div>
      {/* The details open below the switch (shell.css): the middle scrolls, the top line stays. */}
      <div className="mt-1 flex min-h-0 flex-wrap items-center gap-x-3 overflow-y-auto pr-2">
        {switchButton('btn-primary min-h-10 shrink-0 px-4 text-sm')}
        <details>
          <summary className="flex min-h-10 cursor-pointer items-center font-600 text-brand-700 underline underline-offset-2">
            {m.details}
          </summary>
          {line('totals', 'text-ink-soft')}
          {line('adds', 'text-ink-soft')}
          <div className="mt-2">{details}</div>
        </details>
      </div>
    </section>
  ) : (
    <section
      aria-labelledby="optimiser-title"
      className="rounded-2xl bg-accent-50 p-5 ring-1 ring-inset ring-accent-100"
      data-note-panel=""
    >
      <h2 id="optimiser-title" className="font-700 text-ink" data-note-title="">
        {view?.title}
      </h2>
      {line('saving', 'text-lg font-700 text-accent-700', view?.saving)}
      {line('combination', 'mt-2 font-600 text-ink break-anywhere hyphens-auto', view?.combination)}
      {line('totals', 'text-ink-soft', view?.totals)}
      {line('adds', 'text-ink-soft', view?.adds)}
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-600 text-brand-700">{m.details}</summary>
        {details}
      </details>
      {switchButton('btn-primary mt-3 w-full shrink-0 sm:w-auto sm:self-start')}
    </section>
  );
  if (!bar) return panel;
  return (
    <div className="optimiser-bar no-print" data-optimiser-note="">
      <p className="sr-only" role="status" data-note-status="" />
      {panel}
      <div
        className="flex items-start gap-3 rounded-2xl bg-brand-900 p-4 text-white shadow-lg"
        hidden
        data-note-done-panel=""
        data-bottom-overlay=""
      >
        <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-600" aria-hidden="true">
          <CheckIcon className="h-4 w-4" />
        </span>
        <p className="min-w-0 grow break-words font-600" tabIndex={-1} data-note-done="" />
        <CloseButton label={m.close} className="-mr-1 -mt-1 h-11 w-11 text-white hover:bg-white/10" />
      </div>
    </div>
  );
}

/** The bar's close buttons: a 40 to 44 px target (WCAG 2.5.8) around the icon. */
const CloseButton = ({ label, className }: { label: string; className: string }) => (
  <button
    type="button"
    className={`grid shrink-0 place-items-center rounded-full ${className}`}
    aria-label={label}
    data-note-close=""
  >
    <CloseIcon className="h-5 w-5" />
  </button>
);
