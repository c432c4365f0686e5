import * as L from 'leaflet';

/**
 * The street map (decision 0061), its own chunk: the shell imports it only when a figure with a tile
 * source comes near the viewport. It draws Leaflet into the figure's reserved box from the outline's own
 * pins (their links, names and coordinates) and shows it over the outline once its first tiles have
 * loaded, so nothing moves and a map that cannot load leaves the outline and its links in place.
 */
export async function showStreetMap(figure: HTMLElement): Promise<void> {
  const canvas = figure.querySelector<HTMLElement>(':scope > .street-map');
  const { tiles, attribution, css, zoomIn, zoomOut, group: groupLabel = '{count}' } = figure.dataset;
  if (!canvas || !tiles || !attribution || !css) return;
  await hydrated(figure);
  await stylesheet(css);
  const pins = [...figure.querySelectorAll<SVGAElement>('.map-pin')].map((pin) => ({
    href: pin.getAttribute('href') ?? '',
    name: pin.getAttribute('aria-label') ?? '',
    at: L.latLng(Number(pin.dataset.lat), Number(pin.dataset.lng)),
    active: pin.classList.contains('map-pin-active'),
  }));
  // The page scrolls with the wheel; the buttons, a pinch, a drag and the arrow keys move the map.
  const map = L.map(canvas, { zoomControl: false, attributionControl: false, scrollWheelZoom: false, maxZoom: 19 });
  L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  if (pins.length === 1) map.setView(pins[0]!.at, 15);
  else map.fitBounds(L.latLngBounds(pins.map((pin) => pin.at)), { padding: [32, 32], maxZoom: 15 });
  const layer = L.tileLayer(tiles, { attribution: escape(attribution), maxZoom: 19 });
  layer.once('load', () => (figure.dataset.streetMap = 'ready'));
  layer.addTo(map);
  const markers = L.layerGroup().addTo(map);
  let focusAfterZoom = '';
  const draw = () => {
    markers.clearLayers();
    for (const group of groupsOf(map, pins)) {
      const first = group[0]!;
      if (group.length === 1) {
        // The marker is a link to the location's page: focusable, named, followed with Enter like any link.
        const html = `<a href="${escape(first.href)}" aria-label="${escape(first.name)}"></a>`;
        markers.addLayer(L.marker(first.at, { icon: pinIcon(html, first.active), title: first.name, keyboard: false }));
        continue;
      }
      // Locations too close to tell apart at this zoom: one button, named by them, that zooms in on them.
      const names = group.map((pin) => pin.name).join(', ');
      const html = `<button type="button" data-first="${escape(first.href)}" aria-label="${escape(`${groupLabel.replace('{count}', String(group.length))}: ${names}. ${zoomIn ?? ''}`)}"><span>${group.length}</span></button>`;
      const marker = L.marker(L.latLngBounds(group.map((pin) => pin.at)).getCenter(), {
        icon: pinIcon(html, false),
        title: names,
        keyboard: false,
      });
      markers.addLayer(marker);
      marker
        .getElement()
        ?.querySelector('button')
        ?.addEventListener('click', () => {
          focusAfterZoom = first.href;
          // At least one step closer: on a narrow map the group's bounds may already fit at this zoom.
          const bounds = L.latLngBounds(group.map((pin) => pin.at));
          const zoom = Math.max(map.getBoundsZoom(bounds, false, L.point(112, 112)), map.getZoom() + 1);
          map.setView(bounds.getCenter(), Math.min(zoom, map.getMaxZoom()));
        });
    }
    if (!focusAfterZoom) return;
    const target = CSS.escape(focusAfterZoom);
    focusAfterZoom = '';
    canvas.querySelector<HTMLElement>(`[href="${target}"], [data-first="${target}"]`)?.focus({ preventScroll: true });
  };
  draw();
  map.on('zoomend', draw);
}

type Pin = { href: string; name: string; at: L.LatLng; active: boolean };

/** The pins in groups whose markers would overlap at the map's zoom (none at the closest zoom). */
function groupsOf(map: L.Map, pins: Pin[]): Pin[][] {
  const groups: { at: L.Point; pins: Pin[] }[] = [];
  for (const pin of pins) {
    const at = map.latLngToLayerPoint(pin.at);
    const near =
      map.getZoom() < map.getMaxZoom() ? groups.find((group) => group.at.distanceTo(at) < TARGET) : undefined;
    if (near) near.pins.push(pin);
    else groups.push({ at, pins: [pin] });
  }
  return groups.map((group) => group.pins);
}

/** A marker's side: the 44 px touch target of the site's other controls. */
const TARGET = 44;

const pinIcon = (html: string, active: boolean) =>
  L.divIcon({
    className: `street-pin${active ? ' street-pin-active' : ''}`,
    html,
    iconSize: [TARGET, TARGET],
    iconAnchor: [TARGET / 2, TARGET / 2],
  });

/** Inside an island, waits until React has taken over its markup (src/client/islands.tsx marks it). */
function hydrated(figure: HTMLElement): Promise<void> {
  const island = figure.closest<HTMLElement>('[data-island]');
  if (!island || 'hydrated' in island.dataset) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!('hydrated' in island.dataset)) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Links Leaflet's stylesheet once and resolves when it applies. */
function stylesheet(href: string): Promise<void> {
  const present = document.querySelector<HTMLLinkElement>(`link[data-leaflet]`);
  if (present)
    return present.sheet ? Promise.resolve() : new Promise((done) => present.addEventListener('load', () => done()));
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.leaflet = '';
  const loaded = new Promise<void>((done, fail) => {
    link.addEventListener('load', () => done());
    link.addEventListener('error', () => fail(new Error('Leaflet stylesheet did not load')));
  });
  document.head.appendChild(link);
  return loaded;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
