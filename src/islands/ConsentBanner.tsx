import { useEffect, useRef, useState } from 'react';
import {
  type AnalyticsConfig,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_SETTINGS_HASH,
  CONSENT_STORAGE_KEY,
  type ConsentValue,
  parseConsent,
} from '../domain/consent';
import type { ConsentMessages } from '../i18n/companyMessages';

export interface ConsentBannerProps {
  labels: ConsentMessages;
  policyHref: string;
  /** The choice the server read from the `consent` cookie; null asks the visitor. */
  initial: ConsentValue | null;
  /** The analytics script to load after consent; null when none is configured. */
  analytics: AnalyticsConfig | null;
}

/** The stored choice: the cookie the server reads, and its copy in localStorage. */
function store(value: ConsentValue) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ value, at: new Date().toISOString() }));
  } catch {
    // Storage may be disabled; the cookie alone still carries the choice.
  }
}

function storedChoice(): ConsentValue | null {
  try {
    const saved = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { value?: string } | null;
    return parseConsent(saved?.value);
  } catch {
    return null;
  }
}

/** Adds the analytics script once; the CSP allows its origin only when it is configured. */
function loadAnalytics(config: AnalyticsConfig) {
  if (document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = config.src;
  if (config.domain) script.dataset.domain = config.domain;
  script.dataset.analytics = '';
  document.head.appendChild(script);
}

/**
 * The cookie banner (issue 7, item 6), mounted only when TRACKING_ENABLED is 'true': accept all, only
 * the necessary cookies, or settings per category. After a choice it leaves a small 'Süti beállítások'
 * button behind; a link to #suti-beallitasok anywhere (the cookie policy page) reopens the settings.
 */
export function ConsentBanner({ labels, policyHref, initial, analytics }: ConsentBannerProps) {
  const [choice, setChoice] = useState<ConsentValue | null>(initial);
  const [open, setOpen] = useState(initial === null);
  const [settings, setSettings] = useState(false);
  const [analyticsOn, setAnalyticsOn] = useState(initial === 'analytics');
  const [announce, setAnnounce] = useState('');
  const panel = useRef<HTMLElement>(null);
  const reopen = useRef<HTMLButtonElement>(null);
  /** Where the focus goes after a choice: what opened the settings, else the settings button left behind. */
  const returnTo = useRef<HTMLElement | null>(null);
  const [chosen, setChosen] = useState(false);
  // The document's click listener is added once; it reads the current choice through this ref.
  const current = useRef(choice);
  current.current = choice;

  const openSettings = () => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setAnalyticsOn(current.current === 'analytics');
    setOpen(true);
    setSettings(true);
    requestAnimationFrame(() => panel.current?.focus());
  };

  useEffect(() => {
    // A choice kept in localStorage outlives a cleared cookie: restore the cookie from it.
    if (initial === null) {
      const saved = storedChoice();
      if (saved) {
        store(saved);
        setChoice(saved);
        setAnalyticsOn(saved === 'analytics');
        setOpen(false);
      }
    }
    if (location.hash === CONSENT_SETTINGS_HASH) openSettings();
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.(
        `[data-consent-settings], a[href$="${CONSENT_SETTINGS_HASH}"]`,
      );
      if (!target) return;
      const link = target instanceof HTMLAnchorElement ? new URL(target.href, location.href) : null;
      if (link && link.pathname !== location.pathname) return;
      event.preventDefault();
      openSettings();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the listener reads the choice through a ref
  }, []);

  useEffect(() => {
    if (choice === 'analytics' && analytics) loadAnalytics(analytics);
  }, [choice, analytics]);

  // The banner's buttons are gone after a choice: the focus goes back where it came from (issue 16 point 3).
  useEffect(() => {
    if (!chosen || open) return;
    setChosen(false);
    const back = returnTo.current;
    (back?.isConnected && !back.closest('[data-consent-banner]') ? back : reopen.current)?.focus();
  }, [chosen, open]);

  const decide = (value: ConsentValue) => {
    const withdrawn =
      choice === 'analytics' && value === 'necessary' && !!document.querySelector('script[data-analytics]');
    store(value);
    setChoice(value);
    setAnalyticsOn(value === 'analytics');
    setOpen(false);
    setSettings(false);
    setAnnounce(labels.saved);
    setChosen(true);
    // A loaded script cannot be unloaded; a fresh page without it honours the withdrawal at once.
    if (withdrawn) location.reload();
  };

  if (!open) {
    return (
      <div
        className="no-print fixed bottom-3 left-3 z-40"
        data-consent-state={choice ?? 'unset'}
        data-bottom-overlay=""
      >
        <button
          ref={reopen}
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm shadow-md"
          onClick={openSettings}
          data-consent-reopen=""
        >
          {labels.reopen}
        </button>
        <p className="sr-only" role="status">
          {announce}
        </p>
      </div>
    );
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="consent-title"
      className="no-print fixed inset-x-0 bottom-0 z-50 max-h-screen overflow-y-auto border-t border-brand-100 bg-white shadow-[0_-8px_24px_rgba(12,59,57,0.12)] focus:outline-none"
      data-consent-banner=""
      data-bottom-overlay=""
    >
      <div className="wrap flex flex-col gap-4 py-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl space-y-2">
          <h2 id="consent-title" className="text-lg font-700 text-ink">
            {labels.title}
          </h2>
          <p className="text-sm text-ink-soft">
            {labels.text}{' '}
            <a className="link" href={policyHref}>
              {labels.policyLink}
            </a>
          </p>
          {settings ? (
            <fieldset className="mt-3 space-y-3" data-consent-settings-panel="">
              <legend className="sr-only">{labels.settings}</legend>
              <label className="flex gap-3 text-sm">
                <input type="checkbox" checked disabled className="mt-1 h-5 w-5 accent-brand-600" />
                <span>
                  <span className="block font-600 text-ink">{labels.necessaryTitle}</span>
                  <span className="text-ink-soft">{labels.necessaryText}</span>
                </span>
              </label>
              <label className="flex gap-3 text-sm">
                <input
                  type="checkbox"
                  name="analytics"
                  checked={analyticsOn}
                  onChange={(event) => setAnalyticsOn(event.currentTarget.checked)}
                  className="mt-1 h-5 w-5 accent-brand-600"
                />
                <span>
                  <span className="block font-600 text-ink">{labels.analyticsTitle}</span>
                  <span className="text-ink-soft">{labels.analyticsText}</span>
                </span>
              </label>
            </fieldset>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          {settings ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => decide(analyticsOn ? 'analytics' : 'necessary')}
            >
              {labels.save}
            </button>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setSettings(true)}>
              {labels.settings}
            </button>
          )}
          <button type="button" className="btn-secondary" onClick={() => decide('necessary')}>
            {labels.onlyNecessary}
          </button>
          <button type="button" className="btn-primary" onClick={() => decide('analytics')}>
            {labels.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
