/**
 * Reads an image's intrinsic size from the first bytes of the file (PNG, GIF, JPEG, WebP, SVG), so
 * pages can reserve the right box before the image arrives.
 */
export interface ImageMeta {
  width: number;
  height: number;
  /** height / width; 0 when unknown. */
  ratio: number;
}

/** What a failed metadata load yields (spec section 8). */
export const UNKNOWN_IMAGE_META: ImageMeta = { width: 0, height: 0, ratio: 0 };

const meta = (width: number, height: number): ImageMeta =>
  width > 0 && height > 0 ? { width, height, ratio: height / width } : UNKNOWN_IMAGE_META;

export function imageSize(bytes: Uint8Array): ImageMeta {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
  if (bytes.length >= 24 && ascii(1, 3) === 'PNG') return meta(view.getUint32(16), view.getUint32(20));
  if (bytes.length >= 10 && ascii(0, 3) === 'GIF') return meta(view.getUint16(6, true), view.getUint16(8, true));
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP')
    return webpSize(bytes, view, ascii(12, 4));
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  if (/<svg[\s>]/.test(text)) return svgSize(text);
  return UNKNOWN_IMAGE_META;
}

function webpSize(bytes: Uint8Array, view: DataView, chunk: string): ImageMeta {
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return meta(width, height);
  }
  if (chunk === 'VP8 ') return meta(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return meta((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  return UNKNOWN_IMAGE_META;
}

function jpegSize(bytes: Uint8Array, view: DataView): ImageMeta {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return UNKNOWN_IMAGE_META;
    const marker = bytes[offset + 1]!;
    const length = view.getUint16(offset + 2);
    // Start-of-frame markers carry the size; C4, C8 and CC are other tables.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return meta(view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return UNKNOWN_IMAGE_META;
}

function svgSize(text: string): ImageMeta {
  const tag = /<svg[^>]*>/.exec(text)?.[0] ?? '';
  const attr = (name: string) => Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1] ?? '');
  const width = attr('width');
  const height = attr('height');
  if (width > 0 && height > 0) return meta(width, height);
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return box ? meta(Number(box[1]), Number(box[2])) : UNKNOWN_IMAGE_META;
}
