import { project, MAP_HEIGHT, MAP_WIDTH } from '../../domain/mapProjection';

/** A street map over the outline (decision 0061): the operator's tiles, drawn by Leaflet in the browser. */
export interface StreetMap {
  /** The XYZ template (MAP_TILES_URL). */
  tiles: string;
  /** The tiles' credit (MAP_ATTRIBUTION), shown as text. */
  attribution: string;
  /** Leaflet's stylesheet. */
  css: string;
  zoomIn: string;
  zoomOut: string;
  /** Names a marker standing for several locations too close to tell apart: '{count}' is filled in. */
  group: string;
}

/**
 * Hungary as settlement dots (built from the reference data) with a pin per location; the pins are
 * links. Self-hosted: no tiles, no third-party requests, nothing that tracks the visitor.
 *
 * The pins are drawn in an SVG overlay whose `cx`/`cy` are percentages of the map, so the markup needs no
 * style attribute and the CSP can refuse inline styles (issue 12 point 9, decision 0020). The overlay has
 * no view box: its user unit is the CSS pixel, so the 44 px touch target and the marker keep their size
 * on a phone while their positions scale with the map. The image's width and height give the figure its
 * aspect ratio before the image loads.
 *
 * With `street` (a tile source is configured, decision 0061) the figure also reserves an empty box over
 * the outline; once the figure comes near the viewport the shell loads Leaflet (src/client/streetMap.ts),
 * which draws the street map into that box from the pins' own links and coordinates and shows it when
 * its first tiles have loaded. Until then, and without JavaScript, the outline and its pin links stay.
 */
export function LocationMap({
  map,
  pins,
  label,
  highlight,
  street,
}: {
  map: string;
  pins: { id: number; href: string; name: string; lat: number; lng: number }[];
  label: string;
  highlight?: number;
  street?: StreetMap;
}) {
  return (
    <figure
      className="relative w-full"
      aria-label={label}
      role="group"
      {...(street
        ? {
            'data-street-map': '',
            'data-tiles': street.tiles,
            'data-attribution': street.attribution,
            'data-css': street.css,
            'data-zoom-in': street.zoomIn,
            'data-zoom-out': street.zoomOut,
            'data-group': street.group,
          }
        : {})}
    >
      <img
        src={map}
        alt=""
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        className="block h-auto w-full"
        loading="lazy"
        decoding="async"
      />
      <svg className="map-pins" width="100%" height="100%">
        {pins.map((pin) => {
          const { x, y } = project(pin.lat, pin.lng);
          const cx = `${percent(x, MAP_WIDTH)}%`;
          const cy = `${percent(y, MAP_HEIGHT)}%`;
          const active = pin.id === highlight;
          return (
            <a
              key={pin.id}
              href={pin.href}
              aria-label={pin.name}
              className={`map-pin${active ? ' map-pin-active' : ''}`}
              data-lat={pin.lat}
              data-lng={pin.lng}
            >
              <title>{pin.name}</title>
              <circle className="map-pin-target" cx={cx} cy={cy} r={22} />
              <circle className="map-pin-dot" cx={cx} cy={cy} r={active ? 12.5 : 8.5} />
            </a>
          );
        })}
      </svg>
      {street ? <div className="street-map" aria-label={label} role="region" /> : null}
    </figure>
  );
}

/** A coordinate as a percentage of the map's side, to 0.01 %. */
const percent = (value: number, side: number) => Math.round((value / side) * 10_000) / 100;
