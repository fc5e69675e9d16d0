import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './encodePng';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crcOk = png.readUInt32BE(offset + 8 + length) === crc32(png.subarray(offset + 4, offset + 8 + length));
    chunks.push({ type, data, crcOk });
    offset += 12 + length;
  }
  return chunks;
}

describe('encodePng', () => {
  // 3 × 2 pixels: red, green, blue / white, black, grey.
  const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 128, 128, 128]);

  it('starts with the PNG signature and an IHDR for 8-bit RGB', async () => {
    const png = await encodePng(3, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const [header] = chunksOf(png);
    expect(header?.type).toBe('IHDR');
    expect(header?.data.readUInt32BE(0)).toBe(3);
    expect(header?.data.readUInt32BE(4)).toBe(2);
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0]);
  });

  it('writes IHDR, IDAT, IEND with valid CRCs', async () => {
    const chunks = chunksOf(await encodePng(3, 2, rgb));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
  });

  it('stores the pixels row by row, each row behind its filter byte', async () => {
    const idat = chunksOf(await encodePng(3, 2, rgb)).find((chunk) => chunk.type === 'IDAT');
    const raw = inflateSync(idat?.data ?? Buffer.alloc(0));
    expect([...raw]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)]);
  });

  it('rejects pixel data of the wrong length', async () => {
    await expect(encodePng(3, 3, rgb)).rejects.toThrow(RangeError);
    await expect(encodePng(0, 2, new Uint8Array(0))).rejects.toThrow(RangeError);
  });
});

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
