// The forms API of src/cms/README.md ("Forms"), against the built CMS as a real process: forms
// with the appended email2 field, entry validation in both languages, CSRF, and temp-file
// uploads (size limit, sniffed types, hostile names). PGlite always; PostgreSQL when
// TEST_DATABASE_URL is set. The upload limit is lowered to 64 KiB for these processes.
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, cmsForSuite } from '../support/cmsUnderTest';
import { byText } from '../support/byText';

const UPLOAD_LIMIT = 64 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
const TOKEN = 'forms-test-token-0123456789abcdefghijkl';
const CSRF = { cookie: `csrftoken=${TOKEN}`, 'x-csrftoken': TOKEN };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

interface Field {
  id: number | null;
  label: string;
  slug: string;
  field_type: number | string;
  required: boolean;
  visible: boolean;
  choices: { value: string; label: string }[];
  default: string;
  placeholder_text: string;
  help_text: string;
}
interface Form {
  id: number;
  title: string;
  intro: string;
  fields: Field[];
}
interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

function postJson(url: string, body: string | Buffer, headers: Record<string, string> = CSRF): Promise<Reply> {
  return send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

/** A multipart body built by hand, so file names and bytes are exactly what a hostile client sends. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[]): { body: Buffer; contentType: string } {
  const boundary = '----formstest7d1f0a';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
    );
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(url: string, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = CSRF): Promise<Reply> {
  const { body, contentType } = multipart(parts);
  return send(url, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: new Uint8Array(body) });
}

const CONTACT_OK = { name: 'Clara Wieck', email: 'clara@example.org', subject: 'press', message: 'Hallo!', privacy: true };

function formsContract(base: () => string, dataDir: () => string): void {
  const url = (apiPath: string, lang: 'de' | 'en' | '' = 'en') => `${base()}${lang ? `/${lang}` : ''}${apiPath}`;
  const tmpFiles = () => readdir(path.join(dataDir(), 'uploads', 'tmp')).catch(() => [] as string[]);

  describe('GET /{lang}/api/forms/{id}/', () => {
    it('answers a form with its fields and email2 appended, in English', async () => {
      const { status, headers, body } = await send(url('/api/forms/1/'));
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe(JSON_TYPE);
      const form = body as unknown as Form;
      expect(form).toMatchObject({ id: 1, title: 'Contact', intro: expect.any(String) });
      expect(form.fields.map((field) => field.slug)).toEqual(['name', 'email', 'subject', 'message', 'privacy', 'source', 'email2']);
      expect(form.fields[2]).toEqual({
        id: expect.any(Number),
        label: 'Subject',
        slug: 'subject',
        field_type: 6,
        required: true,
        visible: true,
        choices: [
          { value: 'general', label: 'General enquiry' },
          { value: 'tickets', label: 'Tickets and subscriptions' },
          { value: 'press', label: 'Press' },
        ],
        default: 'general',
        placeholder_text: '',
        help_text: '',
      });
      expect(form.fields.at(-1)).toMatchObject({ id: null, slug: 'email2', field_type: 'emailconfirm', required: false, visible: true });
    });

    it('answers in German under /de and without a prefix', async () => {
      for (const lang of ['de', ''] as const) {
        const form = (await send(url('/api/forms/1/', lang))).body as unknown as Form;
        expect(form.title).toBe('Kontakt');
        expect(form.fields[2]?.choices[0]).toEqual({ value: 'general', label: 'Allgemeine Anfrage' });
        expect(form.fields.at(-1)).toMatchObject({ slug: 'email2', field_type: 'emailconfirm', label: 'E-Mail-Adresse wiederholen' });
      }
    });

    it('seeds seven forms that together use every field type, each ending with email2', async () => {
      const types = new Set<number | string>();
      for (let id = 1; id <= 7; id += 1) {
        const { status, body } = await send(url(`/api/forms/${id}/`, 'de'));
        expect(status, `form ${id}`).toBe(200);
        const form = body as unknown as Form;
        expect(
          form.fields.filter((field) => field.slug === 'email2'),
          `form ${id}`,
        ).toHaveLength(1);
        expect(form.fields.at(-1)?.slug).toBe('email2');
        for (const field of form.fields) types.add(field.field_type);
      }
      expect([...types].sort(byText)).toEqual([1, 10, 11, 12, 2, 3, 4, 5, 6, 7, 8, 9, 'emailconfirm']);
      // The seventh alone has every type (the forms page's tests fill it).
      const all = (await send(url('/api/forms/7/', 'en'))).body as unknown as Form;
      expect([...new Set(all.fields.map((field) => field.field_type))].sort(byText)).toEqual([
        1,
        10,
        11,
        12,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        'emailconfirm',
      ]);
    });

    it('answers 404 for an unknown form and 400 for an id that is not a number', async () => {
      expect(await send(url('/api/forms/9999/'))).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      for (const id of ['abc', '0', '01', '-1', '1.5']) {
        const { status, body } = await send(url(`/api/forms/${id}/`));
        expect(status, id).toBe(400);
        expect(body).toEqual({ detail: 'Invalid form id.', errors: { id: ['Please send the number of a form.'] } });
      }
    });

    it('redirects a path without its trailing slash and refuses other methods', async () => {
      const moved = await send(url('/api/forms/1'));
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/en/api/forms/1/');
      const refused = await send(url('/api/forms/1/'), { method: 'DELETE', headers: CSRF });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    });
  });

  describe('POST /{lang}/api/forms-entries/', () => {
    it('stores a valid entry and answers 201 with its id', async () => {
      const { status, body } = await postJson(
        url('/api/forms-entries/'),
        JSON.stringify({ form: 1, field_values: { ...CONTACT_OK, email2: CONTACT_OK.email } }),
      );
      expect(status).toBe(201);
      expect(body).toEqual({ id: expect.any(Number), form: 1 });
      const second = await postJson(url('/api/forms-entries/', 'de'), JSON.stringify({ form: '1', field_values: CONTACT_OK }));
      expect(second.status).toBe(201);
      expect(second.body.id).toBe((body.id as number) + 1);
    });

    it('refuses a request without a matching CSRF token with 403', async () => {
      const payload = JSON.stringify({ form: 1, field_values: CONTACT_OK });
      const attempts: Record<string, string>[] = [
        {},
        { cookie: `csrftoken=${TOKEN}` },
        { ...CSRF, 'x-csrftoken': `${TOKEN.slice(0, -1)}x` },
      ];
      for (const headers of attempts) {
        const { status, body } = await postJson(url('/api/forms-entries/'), payload, headers);
        expect(status).toBe(403);
        expect(body).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      }
    });

    it('reports every invalid field by slug with the spec messages, in English', async () => {
      const { status, body } = await postJson(
        url('/api/forms-entries/'),
        JSON.stringify({ form: 1, field_values: { name: ' ', email: 'clara@', subject: 'gossip', privacy: 'yes', bogus: 1 } }),
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        detail: 'Invalid input.',
        errors: {
          bogus: ['Unknown field.'],
          name: ['This field is required!'],
          email: ['Invalid e-mail address!'],
          subject: ['Please choose one of the offered options.'],
          message: ['This field is required!'],
          privacy: ['Please send true or false.'],
        },
      });
    });

    it('answers the same errors in German under /de', async () => {
      const { status, body } = await postJson(url('/api/forms-entries/', 'de'), JSON.stringify({ form: 1, field_values: { email: 'x' } }));
      expect(status).toBe(400);
      expect(body).toEqual({
        detail: 'Invalid input.',
        errors: {
          name: ['Dieses Feld ist ein Pflichtfeld!'],
          email: ['Ungültige E-Mail-Adresse!'],
          subject: ['Dieses Feld ist ein Pflichtfeld!'],
          message: ['Dieses Feld ist ein Pflichtfeld!'],
          privacy: ['Dieses Feld ist ein Pflichtfeld!'],
        },
      });
    });

    it('puts an email2 that differs from the e-mail address on email2', async () => {
      for (const [lang, message] of [
        ['en', 'The e-mail addresses do not match!'],
        ['de', 'Die E-Mail-Adressen stimmen nicht überein!'],
      ] as const) {
        const { status, body } = await postJson(
          url('/api/forms-entries/', lang),
          JSON.stringify({ form: 1, field_values: { ...CONTACT_OK, email2: 'robert@example.org' } }),
        );
        expect(status).toBe(400);
        expect(body).toEqual({ detail: 'Invalid input.', errors: { email2: [message] } });
      }
    });

    it('checks dates, numbers, lists and URLs of the group and school forms', async () => {
      const group = await postJson(
        url('/api/forms-entries/'),
        JSON.stringify({
          form: 3,
          field_values: {
            organisation: 'Chor',
            contact_name: 'A',
            email: 'a@example.org',
            concert_date: '2026-12-24',
            group_size: 'zehn',
            website: 'javascript:alert(1)',
          },
        }),
      );
      expect(group.body).toEqual({
        detail: 'Invalid input.',
        errors: {
          concert_date: ['Please enter a valid date as DD-MM-YYYY.'],
          group_size: ['Please enter a number.'],
          website: ['Please enter a valid address (http or https).'],
        },
      });
      const school = await postJson(
        url('/api/forms-entries/', 'de'),
        JSON.stringify({
          form: 5,
          field_values: {
            school: 'Gymnasium',
            teacher: 'B',
            email: 'b@example.org',
            concert: 'peter-and-the-wolf',
            grades: '5-7',
            pupils: 25,
          },
        }),
      );
      expect(school.body).toEqual({ detail: 'Invalid input.', errors: { grades: ['Bitte senden Sie eine Liste von Optionen.'] } });
      const ok = await postJson(
        url('/api/forms-entries/'),
        JSON.stringify({
          form: 5,
          field_values: {
            school: 'Gymnasium',
            teacher: 'B',
            email: 'b@example.org',
            concert: 'peter-and-the-wolf',
            grades: ['5-7', '8-10'],
            pupils: 25,
            access_needs: ['wheelchair'],
          },
        }),
      );
      expect(ok.status).toBe(201);
    });

    it('refuses an unknown form, a missing or malformed form id and non-object values', async () => {
      const cases: [unknown, Record<string, string[]>][] = [
        [{ form: 999, field_values: {} }, { form: ['Unknown form.'] }],
        [{ field_values: {} }, { form: ['This field is required!'] }],
        [{ form: 'eins', field_values: {} }, { form: ['Please send the number of a form.'] }],
        [{ form: 1.5, field_values: {} }, { form: ['Please send the number of a form.'] }],
        [{ form: 1, field_values: ['x'] }, { field_values: ['Please send the field values as an object.'] }],
        [[1, 2], { form: ['This field is required!'], field_values: ['This field is required!'] }],
      ];
      for (const [payload, errors] of cases) {
        const { status, body } = await postJson(url('/api/forms-entries/'), JSON.stringify(payload));
        expect(status, JSON.stringify(payload)).toBe(400);
        expect(body).toEqual({ detail: 'Invalid input.', errors });
      }
    });

    it('answers 400 for broken JSON and for JSON that is not UTF-8', async () => {
      expect(await postJson(url('/api/forms-entries/'), '{"form": 1,')).toMatchObject({
        status: 400,
        body: { detail: 'JSON parse error.' },
      });
      const latin1 = Buffer.concat([Buffer.from('{"form":1,"field_values":{"name":"Cl'), Buffer.from([0xe4, 0xff]), Buffer.from('ra"}}')]);
      const { status, body } = await postJson(url('/api/forms-entries/'), latin1);
      expect(status).toBe(400);
      expect(body).toEqual({ detail: 'JSON parse error.' });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const { status, body } = await send(url('/api/forms-entries/'), {
        method: 'POST',
        headers: { ...CSRF, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'form=1',
      });
      expect(status).toBe(415);
      expect(body).toEqual({ detail: 'Unsupported media type in request; send application/json.' });
    });

    it('refuses GET with 405 and names POST in Allow', async () => {
      const { status, headers } = await send(url('/api/forms-entries/'));
      expect(status).toBe(405);
      expect(headers.get('allow')).toBe('POST, OPTIONS');
    });
  });

  describe('POST /{lang}/api/temp-files/ and entries with files', () => {
    it('stores an upload under a random name and answers its id, name, size and type', async () => {
      const before = await tmpFiles();
      const { status, body } = await upload(url('/api/temp-files/'), [
        { name: 'file', filename: 'Lebenslauf Clara.pdf', type: 'text/html', data: PDF },
      ]);
      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Lebenslauf Clara.pdf',
        size: PDF.length,
        content_type: 'application/pdf',
      });
      expect(await tmpFiles()).toEqual(expect.arrayContaining([...before, body.id]));
      expect((await tmpFiles()).length).toBe(before.length + 1);
    });

    it('keeps hostile file names out of the path and sanitises them', async () => {
      const before = await tmpFiles();
      const { status, body } = await upload(url('/api/temp-files/', 'de'), [
        { name: 'file', filename: '../../../ev\u202Eil.png', data: PNG },
      ]);
      expect(status).toBe(201);
      expect(body).toMatchObject({ name: 'evil.png', content_type: 'image/png' });
      expect((await tmpFiles()).filter((name) => !before.includes(name))).toEqual([body.id]);
      expect(await readdir(dataDir())).not.toContain('evil.png');
      expect(await readdir(path.dirname(dataDir()))).not.toContain('evil.png');

      // RFC 5987 names are decoded before they are cleaned.
      const { body: contentType, contentType: header } = multipart([{ name: 'file', data: PDF }]);
      const encoded = contentType.toString('latin1').replace('name="file"', `name="file"; filename*=UTF-8''..%2F..%2F%C3%BCber%2Fcv.pdf`);
      const decoded = await send(url('/api/temp-files/'), {
        method: 'POST',
        headers: { ...CSRF, 'content-type': header },
        body: new Uint8Array(Buffer.from(encoded, 'latin1')),
      });
      expect(decoded).toMatchObject({ status: 201, body: { name: 'cv.pdf', content_type: 'application/pdf' } });
    });

    it('answers 400 for a file name with a NUL byte and keeps nothing', async () => {
      const before = await tmpFiles();
      const { status, body } = await upload(url('/api/temp-files/'), [{ name: 'file', filename: 'cv\u0000.pdf', data: PDF }]);
      expect(status).toBe(400);
      expect(body).toEqual({ detail: 'Multipart form parse error.' });
      expect(await tmpFiles()).toEqual(before);
    });

    it('answers 413 for a file over the limit and leaves no file behind', async () => {
      const before = await tmpFiles();
      const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT)]);
      const { status, body } = await upload(url('/api/temp-files/'), [{ name: 'file', filename: 'big.pdf', data: big }]);
      expect(status).toBe(413);
      expect(body).toEqual({ detail: 'File too large.', errors: { file: [`The file may be at most ${UPLOAD_LIMIT} bytes.`] } });
      expect(await tmpFiles()).toEqual(before);
    });

    it('answers 415 when the bytes or the extension are not an allowed type', async () => {
      const before = await tmpFiles();
      const cases = [
        { filename: 'cv.pdf', data: Buffer.from('MZ\x90\x00 this is a program', 'latin1') },
        { filename: 'cv.exe', data: PDF },
        { filename: 'cv.png', data: PDF },
        { filename: 'page.html', data: Buffer.from('<script>alert(1)</script>') },
        { filename: 'noextension', data: PDF },
      ];
      for (const part of cases) {
        const { status, body } = await upload(url('/api/temp-files/', 'de'), [{ name: 'file', type: 'application/pdf', ...part }]);
        expect(status, part.filename).toBe(415);
        expect(body).toEqual({
          detail: 'Unsupported file type.',
          errors: { file: ['Dieser Dateityp ist nicht erlaubt (erlaubt: PDF, PNG, JPEG, GIF, WebP, DOCX, ODT).'] },
        });
      }
      expect(await tmpFiles()).toEqual(before);
    });

    it('answers 415 for a body that is not multipart and 400 when the file part is missing', async () => {
      const json = await postJson(url('/api/temp-files/'), JSON.stringify({ file: 'x' }));
      expect(json).toMatchObject({ status: 415, body: { detail: 'Unsupported media type in request; send multipart/form-data.' } });
      const missing = await upload(url('/api/temp-files/'), [{ name: 'other', data: Buffer.from('x') }]);
      expect(missing).toMatchObject({ status: 400, body: { errors: { file: ['No file was submitted.'] } } });
      const broken = await send(url('/api/temp-files/'), {
        method: 'POST',
        headers: { ...CSRF, 'content-type': 'multipart/form-data' },
        body: 'x',
      });
      expect(broken).toMatchObject({ status: 400, body: { detail: 'Multipart form parse error.' } });
    });

    it('deletes the partial file of a client that goes away mid-upload and keeps serving', async () => {
      const before = await tmpFiles();
      const { body, contentType } = multipart([{ name: 'file', filename: 'cv.pdf', data: Buffer.concat([PDF, Buffer.alloc(32 * 1024)]) }]);
      const { port } = new URL(base());
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /en/api/temp-files/ HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: csrftoken=${TOKEN}\r\nX-CSRFToken: ${TOKEN}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 20 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      await expect.poll(tmpFiles, { timeout: 5000 }).toEqual(before);
      expect((await send(url('/api/forms/1/'))).status).toBe(200);
    });

    it('refuses an upload without the CSRF token', async () => {
      const { status } = await upload(url('/api/temp-files/'), [{ name: 'file', filename: 'cv.pdf', data: PDF }], {});
      expect(status).toBe(403);
    });

    it('takes an uploaded file into an entry once, and refuses ids it does not know', async () => {
      const uploaded = await upload(url('/api/temp-files/'), [{ name: 'file', filename: 'cv.pdf', data: PDF }]);
      const application = {
        first_name: 'Clara',
        last_name: 'Wieck',
        email: 'clara@example.org',
        birth_date: '13-09-2001',
        instrument: 'viola',
        cv: uploaded.body.id,
        motivation: 'Orchester!',
        privacy: true,
      };
      const stored = await postJson(url('/api/forms-entries/'), JSON.stringify({ form: 4, field_values: application }));
      expect(stored.status).toBe(201);
      expect(await tmpFiles()).not.toContain(uploaded.body.id);
      expect(await readdir(path.join(dataDir(), 'uploads', 'entries'))).toContain(uploaded.body.id);

      const again = await postJson(url('/api/forms-entries/'), JSON.stringify({ form: 4, field_values: application }));
      expect(again).toMatchObject({
        status: 400,
        body: { errors: { cv: ['The file is unknown or has expired. Please upload it again.'] } },
      });
      const unknown = await postJson(
        url('/api/forms-entries/', 'de'),
        JSON.stringify({ form: 4, field_values: { ...application, cv: '../../etc/passwd' } }),
      );
      expect(unknown).toMatchObject({
        status: 400,
        body: { errors: { cv: ['Die Datei ist unbekannt oder abgelaufen. Bitte laden Sie sie erneut hoch.'] } },
      });
    });
  });
}

describe('CMS forms API on PGlite', () => {
  const cms = cmsForSuite('pglite', { CMS_UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) });
  formsContract(cms.url, cms.dataDir);
});

describe.skipIf(!TEST_DATABASE_URL)('CMS forms API on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres', { CMS_UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) });
  formsContract(cms.url, cms.dataDir);
});
