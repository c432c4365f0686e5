import manifest from './generated/assets.json';

/** Hashed client files written by scripts/build.mjs; served from static/assets with long cache lifetimes. */
export interface AssetManifest {
  buildId: string;
  shell: string;
  /** The proof-of-work solver's Web Worker (src/client/challengeWorker.ts, decision 0050). */
  challengeWorker: string;
  /** The staff area's script (src/client/staff.ts, decision 0067). */
  staff: string;
  /** The QR code reader's WebAssembly (zxing-wasm), fetched by the staff script's scanner only. */
  zxingWasm: string;
  css: string;
  /** Hungary drawn as settlement dots, for the locations map. */
  map: string;
  /** Leaflet's stylesheet, linked by the street map's chunk only when it draws a map (decision 0061). */
  leafletCss: string;
  /** The settlement reference data (src/data/settlements.json), read by src/services/settlements.ts. */
  settlements: string;
  /** Mozilla's common-password list, front-coded, read by src/auth/commonPasswords.ts. */
  commonPasswords: string;
  /** The font file every page paints above the fold with, preloaded (the subset Inter, decision 0036). */
  preload: string[];
}

export const assets: AssetManifest = manifest;
