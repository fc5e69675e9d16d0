// A minimal PNG writer (8-bit RGB, no interlace) so the seed can make its pictures locally,
// without a network or an image library.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRC_TABLE = buildCrcTable();
const deflateAsync = promisify(deflate);

function buildCrcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encodes `rgb` (width × height × 3 bytes, row by row) as a PNG. Rows are left unfiltered
 * (filter type None): measured on the seed's gradients, that deflates smaller and faster than
 * "Sub". Deflate runs on libuv's thread pool, so several pictures encode in parallel.
 */
export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`invalid PNG size ${width}×${height}`);
  }
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new RangeError(`expected ${stride * height} bytes of RGB, got ${rgb.length}`);

  // Each scanline is prefixed with its filter type byte; Buffer.alloc leaves those at 0 (None).
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) scanlines.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour (RGB)
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method 0
  header[12] = 0; // no interlace

  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(scanlines, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
