import { STEP_PATHS } from '../domain/bookingGate';
import { localePath, type Lang } from '../i18n/lang';
import { messages } from '../i18n/messages';
import { CheckIcon, CloseIcon } from './Icons';

/**
 * The note that follows a choose button (issue 15 point 3): which examination went into the cart or
 * came out of it, how many items the cart holds, and the way on to the cart. Every page carries it, empty;
 * the shell fills and shows it (src/client/chooseToast.ts), with no framework.
 *
 * It is no live region: the page's one live region says the same words (src/client/announce.ts, issue 16
 * point 5, decision 0045), so they are heard once. Its templates ride here, on markup every page has.
 * The panel is fixed to the bottom of the window: it never covers the header's cart and, coming and
 * going, moves nothing on the page.
 */
export function ChooseToast({ lang }: { lang: Lang }) {
  const m = messages(lang);
  const t = m.chooseToast;
  return (
    <div
      className="choose-toast"
      data-choose-toast=""
      data-added={t.added}
      data-removed={t.removed}
      data-count-one={m.cartCount(1).replace('1', '{count}')}
      data-count-other={m.cartCount(2).replace('2', '{count}')}
    >
      {/* One compact row (issue 25: with the optimiser's bar it covered half a phone): the title on one or
          two lines with the count after it, the way to the cart, the close button. */}
      <div
        className="flex items-center gap-2 rounded-2xl bg-brand-900 py-1.5 pl-3 pr-1 text-sm text-white shadow-lg ring-1 ring-black/5"
        hidden
        data-toast-panel=""
      >
        <span className="grid h-5 w-5 shrink-0 place-items-center rounded-full bg-brand-600" aria-hidden="true">
          <CheckIcon className="h-3.5 w-3.5" />
        </span>
        <p className="line-clamp-2 min-w-0 grow break-words leading-snug">
          <span className="font-600" data-toast-title="" />{' '}
          <span className="whitespace-nowrap text-brand-100" data-toast-count="" />
        </p>
        <a
          href={localePath(lang, STEP_PATHS.cart)}
          className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-white px-3 font-600 text-brand-800 hover:bg-brand-50"
          data-toast-cart=""
        >
          {t.toCart}
        </a>
        <button
          type="button"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-white hover:bg-white/10"
          aria-label={t.close}
          data-toast-close=""
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
