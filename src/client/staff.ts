/**
 * The staff area's script (decision 0067), on the day sheet only: every 15 seconds while the page is in
 * view it asks for the sheet's fingerprint (GET /api/staff/nap), and when a booking arrived, was
 * cancelled or moved on another desk, reloads the list in place, keeping the scroll and anything being
 * typed. It waits while focus is on a button of the list, so nothing moves under a receptionist's hand.
 */
const EVERY_MS = 15_000;

function start(list: HTMLElement) {
  const url = list.dataset.versionUrl;
  let version = list.dataset.version;
  if (!url || !version) return;
  let busy = false;
  async function look() {
    if (busy || document.hidden || list.contains(document.activeElement)) return;
    busy = true;
    try {
      const answer = await fetch(url!, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!answer.ok) return;
      const { version: now } = (await answer.json()) as { version: string };
      if (now === version) return;
      const page = await fetch(location.pathname + location.search.replace(/([?&])uzenet=[^&]*&?/, '$1'), {
        credentials: 'same-origin',
      });
      if (!page.ok) return;
      const next = new DOMParser().parseFromString(await page.text(), 'text/html');
      for (const part of ['[data-sheet-list]', '[data-sheet-heading]']) {
        const fresh = next.querySelector(part);
        const current = document.querySelector(part);
        if (fresh && current) current.replaceWith(document.importNode(fresh, true));
      }
      version = now;
      list = document.querySelector<HTMLElement>('[data-sheet-list]') ?? list;
    } catch {
      // Offline for a moment: the next look tries again.
    } finally {
      busy = false;
    }
  }
  setInterval(look, EVERY_MS);
  document.addEventListener('visibilitychange', () => void look());
}

/** Runs once the page is parsed: the module may load before the list is there. */
function whenParsed(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

whenParsed(() => {
  const list = document.querySelector<HTMLElement>('[data-sheet-list]');
  if (list) start(list);
});

/**
 * The desk's scanner (issue 28 point 3): the browser's own BarcodeDetector where it reads QR codes,
 * else the `barcode-detector` ponyfill on zxing-wasm, whose WebAssembly comes from this site's assets.
 * The camera reads until it finds a code; a photo (or any still image) is read once. The code found goes
 * into the check-in field and the form is sent, as if typed.
 */
interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

async function qrDetector(wasm: string): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('qr_code')) {
    return new (native as unknown as new (options: { formats: string[] }) => Detector)({ formats: ['qr_code'] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

function scanner(form: HTMLFormElement) {
  const box = form.querySelector<HTMLElement>('[data-scanner]');
  const video = form.querySelector<HTMLVideoElement>('[data-scan-video]');
  const problem = form.querySelector<HTMLElement>('[data-scan-problem]');
  const field = form.querySelector<HTMLInputElement>('input[name="kod"]');
  const stopButton = form.querySelector<HTMLButtonElement>('[data-scan-stop]');
  const wasm = form.dataset.scanWasm;
  if (!box || !video || !problem || !field || !stopButton || !wasm) return;
  box.hidden = false;
  let detector: Promise<Detector> | null = null;
  const ready = () => (detector ??= qrDetector(wasm));
  let stream: MediaStream | null = null;

  const found = (code: string) => {
    stop();
    field.value = code;
    form.requestSubmit();
  };
  const say = (text: string) => {
    problem.textContent = text;
  };
  function stop() {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    video!.hidden = true;
    stopButton!.hidden = true;
  }

  form.querySelector('[data-scan-camera]')?.addEventListener('click', async () => {
    say('');
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      say(problem.dataset.noCamera ?? '');
      return;
    }
    video.srcObject = stream;
    video.hidden = false;
    stopButton.hidden = false;
    await video.play();
    const reader = await ready();
    while (stream) {
      const [code] = video.readyState >= 2 ? await reader.detect(video) : [];
      if (code) return found(code.rawValue);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  stopButton.addEventListener('click', stop);

  form.querySelector<HTMLInputElement>('[data-scan-photo]')?.addEventListener('change', async (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    say('');
    try {
      const [code] = await (await ready()).detect(await createImageBitmap(file));
      if (code) return found(code.rawValue);
    } catch {
      // An image the browser cannot read: said below.
    }
    say(problem.dataset.none ?? '');
  });
}

whenParsed(() => {
  const checkInForm = document.querySelector<HTMLFormElement>('[data-check-in]');
  if (checkInForm) scanner(checkInForm);
});
