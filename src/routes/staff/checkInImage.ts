/**
 * The QR code of a booking's check-in code as a PNG (issue 28 point 3): the image the confirmation mail
 * and the booking's page show, which mail clients display (they show no SVG). Only a code this site
 * signed is drawn, so the route is no QR generator for anyone's text.
 */
import { Hono } from 'hono';
import { encode as encodePng } from 'fast-png';
import { encode as encodeQr } from 'uqr';
import type { AppEnv } from '../../env';
import { CHECK_IN_IMAGE_PREFIX, readCheckInCode } from '../../services/checkInCode';

/** Pixels per module: 37 modules with the quiet zone make a 296 px square, crisp at 148 CSS px. */
const SCALE = 8;

function qrPng(text: string): Uint8Array<ArrayBuffer> {
  // The standard's quiet zone of four modules, and medium error correction (a crumpled printout).
  const qr = encodeQr(text, { ecc: 'M', border: 4 });
  const side = qr.size * SCALE;
  const pixels = new Uint8Array(side * side);
  for (let y = 0; y < side; y++) {
    const row = qr.data[Math.floor(y / SCALE)]!;
    for (let x = 0; x < side; x++) pixels[y * side + x] = row[Math.floor(x / SCALE)] ? 0 : 255;
  }
  return new Uint8Array(encodePng({ width: side, height: side, data: pixels, channels: 1, depth: 8 }));
}

export const checkInImage = new Hono<AppEnv>();

checkInImage.get(`${CHECK_IN_IMAGE_PREFIX}/:file`, async (c) => {
  const file = c.req.param('file');
  const code = file.endsWith('.png') ? decodeURIComponent(file.slice(0, -4)) : '';
  if (!(await readCheckInCode(c.env, code))) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
  return c.body(qrPng(code), 200, {
    'Content-Type': 'image/png',
    // The same code always draws the same picture; a mail client's proxy may keep it.
    'Cache-Control': 'private, max-age=604800, immutable',
    'X-Robots-Tag': 'noindex',
  });
});
