import { project, MAP_HEIGHT, MAP_WIDTH } from '../../domain/mapProjection';

/**
 * Hungary as settlement dots (built from the reference data) with a pin per location; the pins are
 * links. Self-hosted: no tiles, no third-party requests, nothing that tracks the visitor.
 */
export function LocationMap({
  map,
  pins,
  label,
  highlight,
}: {
  map: string;
  pins: { id: number; href: string; name: string; lat: number; lng: number }[];
  label: string;
  highlight?: number;
}) {
  return (
    <figure
      className="relative w-full"
      style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
      aria-label={label}
      role="group"
    >
      <img
        src={map}
        alt=""
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        className="absolute inset-0 h-full w-full"
        loading="lazy"
        decoding="async"
      />
      {pins.map((pin) => {
        const { x, y } = project(pin.lat, pin.lng);
        const active = pin.id === highlight;
        return (
          <a
            key={pin.id}
            href={pin.href}
            aria-label={pin.name}
            title={pin.name}
            className={`map-pin ${active ? 'map-pin-active' : ''}`}
            style={{ left: `${(x / MAP_WIDTH) * 100}%`, top: `${(y / MAP_HEIGHT) * 100}%` }}
          />
        );
      })}
    </figure>
  );
}
