// Which uploads a form accepts (spec 000 §7 temp-files; README "Forms"): the file's first bytes
// AND its name's extension must name the same allowed type, so neither a renamed executable nor
// a real PDF called `x.html` gets through. The client's Content-Type is never trusted.

export interface FileType {
  contentType: string;
  extensions: readonly string[];
  /** Does the start of the file look like this type? */
  matches: (head: Buffer) => boolean;
}

/** How many leading bytes sniffing needs (an ODF `mimetype` entry ends before byte 80). */
export const SNIFF_BYTES = 512;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** The name of the first entry of a ZIP archive (Office Open XML and ODF are ZIPs). */
function firstZipEntry(head: Buffer): string | undefined {
  if (!startsWith(head, ZIP_LOCAL_HEADER) || head.length < 30) return undefined;
  const nameLength = head.readUInt16LE(26);
  if (head.length < 30 + nameLength) return undefined;
  return head.toString('latin1', 30, 30 + nameLength);
}

const ALLOWED_FILE_TYPES: readonly FileType[] = [
  { contentType: 'application/pdf', extensions: ['pdf'], matches: (head) => startsWith(head, ascii('%PDF-')) },
  { contentType: 'image/png', extensions: ['png'], matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/gif',
    extensions: ['gif'],
    matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    contentType: 'image/webp',
    extensions: ['webp'],
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
  {
    // ODF stores an uncompressed `mimetype` entry first, naming the document type.
    contentType: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
    matches: (head) => firstZipEntry(head) === 'mimetype' && startsWith(head, ascii('application/vnd.oasis.opendocument.text'), 38),
  },
  {
    // Office Open XML: a ZIP whose first entry is one of the package parts Word writes first.
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    matches: (head) => {
      const entry = firstZipEntry(head);
      return (
        entry !== undefined &&
        (entry === '[Content_Types].xml' || entry === '_rels/.rels' || entry.startsWith('word/') || entry.startsWith('docProps/'))
      );
    },
  },
];

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Is this extension one we might accept? Checked before any byte is stored. */
export function isAllowedExtension(name: string): boolean {
  const extension = extensionOf(name);
  return ALLOWED_FILE_TYPES.some((type) => type.extensions.includes(extension));
}

/** The allowed type both the name and the bytes agree on, or undefined. */
export function sniffFileType(head: Buffer, name: string): FileType | undefined {
  const extension = extensionOf(name);
  return ALLOWED_FILE_TYPES.find((type) => type.extensions.includes(extension) && type.matches(head));
}

/**
 * A client's file name made safe to store and show: the last path segment only, no control or
 * bidi-override characters, NFC, at most 200 characters (keeping the extension). Never used in a
 * path: stored files have random names.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = Array.from(cleaned);
  if (chars.length === 0) return 'file';
  if (chars.length <= 200) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension ? `.${extension}` : '';
  return `${chars.slice(0, 200 - Array.from(keep).length).join('')}${keep}`;
}
