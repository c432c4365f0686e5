/**
 * The projection of the locations map: Hungary's bounding box (settlement coordinates lie within
 * lat 45.7–48.6, lng 16.1–22.9) mapped onto an SVG view box, with longitudes shrunk by cos(47°) so the
 * country keeps its shape. The build draws every settlement as a dot with it; pages put pins on top.
 */
export const MAP_BOUNDS = { south: 45.7, north: 48.62, west: 16.08, east: 22.92 } as const;
const LNG_SCALE = Math.cos((47 * Math.PI) / 180);

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = Math.round(
  (MAP_WIDTH * (MAP_BOUNDS.north - MAP_BOUNDS.south)) / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * LNG_SCALE),
);

export function project(lat: number, lng: number): { x: number; y: number } {
  const x = ((lng - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west)) * MAP_WIDTH;
  const y = ((MAP_BOUNDS.north - lat) / (MAP_BOUNDS.north - MAP_BOUNDS.south)) * MAP_HEIGHT;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
