// uploadTempFile over a GraphQL multipart request (graphql-multipart-request-spec), through to
// the upstream's temp-files endpoint; the CSRF rule, size and type limits, and that JSON
// variables can never pass for a file.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';

let web: RunningProcess;
let small: RunningProcess;

beforeAll(async () => {
  [web, small] = await Promise.all([
    startWeb({ CMS_URL: inject('cmsUrl') }),
    startWeb({ CMS_URL: inject('cmsUrl'), GRAPHQL_UPLOAD_MAX_BYTES: '1000' }),
  ]);
});

afterAll(async () => {
  await Promise.all([web?.stop(), small?.stop()]);
});

/** A real 2×2 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    let crc = 0xffffffff;
    for (const byte of body) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const UPLOAD = 'mutation ($file: Upload!) { uploadTempFile(locale: EN, file: $file) { id name size contentType } }';

async function upload(
  base: string,
  content: Buffer,
  filename: string,
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(content)]), filename);
  const response = await fetch(`${base}/graphql`, { method: 'POST', body: form, headers });
  return {
    status: response.status,
    json: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

describe('uploadTempFile', () => {
  it('stores a file sent as a multipart request and answers its id, cleaned name and type', async () => {
    const file = png();
    const result = await upload(web.url, file, 'Lebenslauf Müller.png');
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.uploadTempFile).toMatchObject({ name: 'Lebenslauf Müller.png', size: file.length, contentType: 'image/png' });
    expect((result.json.data!.uploadTempFile as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const result = await upload(web.url, png(), 'a.png', {});
    expect(result.status).toBe(400);
    expect(result.json.errors?.[0]?.message).toContain('apollo-require-preflight');
  });

  it('answers a file type the upstream does not take with BAD_USER_INPUT on file', async () => {
    const result = await upload(web.url, Buffer.from('MZ\x90\x00 not a document'), 'setup.exe');
    expect(result.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.json.errors?.[0]?.extensions?.fieldErrors as object)).toEqual(['file']);
  });

  it('stops a file over the gateway’s limit with 413 before the upstream sees it', async () => {
    const result = await upload(small.url, Buffer.concat([png(), Buffer.alloc(2000)]), 'big.png');
    expect(result.status).toBe(413);
    expect(result.json.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('words a refusal before the operation is read in the language of Accept-Language', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(2000)]);
    const [english, german] = await Promise.all([
      upload(small.url, big, 'big.png', { 'apollo-require-preflight': 'true', 'accept-language': 'en-GB,en;q=0.9' }),
      upload(small.url, big, 'big.png', { 'apollo-require-preflight': 'true', 'accept-language': 'de-DE' }),
    ]);
    expect(english.json.errors?.[0]?.message).toMatch(/^The file is larger than \d+ bytes\.$/);
    expect(german.json.errors?.[0]?.message).toMatch(/^Die Datei ist größer als \d+ Bytes\.$/);
    expect([english.json.errors?.[0]?.extensions?.code, german.json.errors?.[0]?.extensions?.code]).toEqual([
      'PAYLOAD_TOO_LARGE',
      'PAYLOAD_TOO_LARGE',
    ]);
  });

  it('never takes JSON variables for a file', async () => {
    const result = await graphql(web.url, UPLOAD, { file: { filename: 'x.png', mimeType: 'image/png', content: 'AAAA' } });
    expect(result.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.json.data ?? null).toBeNull();
  });

  it('refuses a map that points at a variable not reserved for a file', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: 'already here' } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(png())]), 'a.png');
    const response = await fetch(`${web.url}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(400);
  });
});
