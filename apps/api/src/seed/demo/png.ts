import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

/**
 * A minimal PNG encoder (8-bit RGBA, no filtering), enough to ship a real image banner in
 * the demo data without a binary file in the repository.
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0; // filter type: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The demo banner: the brand teal (#008080) fading to white, with a lighter stripe; 240×60. */
export function demoBannerPng(): Buffer {
  const width = 240;
  const height = 60;
  return encodePng(width, height, (x, y) => {
    const t = x / (width - 1);
    const lift = y >= 38 && y < 44 ? 40 : 0;
    const channel = (from: number) => Math.min(255, Math.round(from + (255 - from) * t) + lift);
    return [channel(0), channel(128), channel(128), 255];
  });
}
