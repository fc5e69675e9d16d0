import { describe, expect, it } from 'vitest';
import { extensionOf, isAllowedExtension, sanitizeFileName, sniffFileType } from './sniffFileType';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

/** The start of a ZIP archive whose first entry has this name (and, optionally, stored content). */
function zipStart(entry: string, content = ''): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(entry.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, text(entry), text(content)]);
}

const SAMPLES: [string, Buffer, string][] = [
  ['cv.pdf', text('%PDF-1.7\n'), 'application/pdf'],
  ['photo.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
  ['photo.JPG', bytes(0xff, 0xd8, 0xff, 0xe0, 0), 'image/jpeg'],
  ['photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe1, 0), 'image/jpeg'],
  ['anim.gif', text('GIF89a..'), 'image/gif'],
  ['old.gif', text('GIF87a..'), 'image/gif'],
  ['pic.webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
  ['letter.odt', zipStart('mimetype', 'application/vnd.oasis.opendocument.text'), 'application/vnd.oasis.opendocument.text'],
  ['letter.docx', zipStart('[Content_Types].xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
];

describe('sniffFileType', () => {
  it.each(SAMPLES)('recognises %s', (name, head, contentType) => {
    expect(sniffFileType(head, name)?.contentType).toBe(contentType);
  });

  it('needs the bytes and the extension to agree', () => {
    expect(sniffFileType(text('%PDF-1.7'), 'cv.png')).toBeUndefined();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'cv.pdf')).toBeUndefined();
    expect(sniffFileType(text('%PDF-1.7'), 'cv.pdf.exe')).toBeUndefined();
    expect(sniffFileType(text('<html><script>'), 'cv.pdf')).toBeUndefined();
  });

  it('refuses other types, other archives and empty files', () => {
    expect(sniffFileType(text('MZ\u0090\u0000'), 'setup.exe')).toBeUndefined();
    expect(sniffFileType(text('<svg xmlns="http://www.w3.org/2000/svg">'), 'logo.svg')).toBeUndefined();
    expect(sniffFileType(zipStart('payload.sh'), 'letter.docx')).toBeUndefined();
    expect(sniffFileType(zipStart('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'), 'letter.odt')).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0), 'cv.pdf')).toBeUndefined();
    expect(sniffFileType(text('RIFF\u0000\u0000\u0000\u0000WAVE'), 'pic.webp')).toBeUndefined();
  });
});

describe('extensionOf and isAllowedExtension', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('pdf')).toBe('');
    expect(extensionOf('x.')).toBe('');
    expect(isAllowedExtension('CV.PDF')).toBe(true);
    expect(isAllowedExtension('cv.html')).toBe(false);
  });
});

describe('sanitizeFileName', () => {
  it('keeps only the last path segment', () => {
    expect(sanitizeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\x\\cv.pdf')).toBe('cv.pdf');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('')).toBe('file');
  });

  it('removes control and bidi characters and hidden-file dots', () => {
    expect(sanitizeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
  });

  it('normalises to NFC and shortens long names keeping the extension', () => {
    expect(sanitizeFileName('Lebensla\u0075\u0308f.pdf')).toBe('Lebensla\u00fcf.pdf');
    const long = sanitizeFileName(`${'ä'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
