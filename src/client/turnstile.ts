/**
 * Cloudflare Turnstile, when the operator chose it over the self-hosted proof of work (decision 0050):
 * its script is loaded only then, and only on the pages that need a proof; the widget is rendered
 * invisible into a detached box and answers one token per call.
 */
const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      size: 'invisible' | 'normal';
      callback: (token: string) => void;
      'error-callback': () => void;
    },
  ): string;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loaded: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  loaded ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.appendChild(script);
  });
  return loaded;
}

export async function turnstileToken(siteKey: string): Promise<string> {
  const turnstile = await loadTurnstile();
  const box = document.createElement('div');
  box.hidden = true;
  document.body.appendChild(box);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = turnstile.render(box, {
        sitekey: siteKey,
        size: 'invisible',
        callback: (token) => {
          turnstile.remove(id);
          resolve(token);
        },
        'error-callback': () => reject(new Error('Turnstile refused this browser')),
      });
    });
  } finally {
    box.remove();
  }
}
