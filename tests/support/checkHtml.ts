// The W3C Nu HTML checker (vnu-jar, run with Java) over documents the site served: its errors as
// readable lines. `npm test` names this check under "Not run here" when Java is missing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';

const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message?: string;
  extract?: string;
}

/**
 * What the checker refuses although the HTML standard allows it since 2024: `blocking="render"` on
 * a `<link rel="expect">` (WHATWG HTML, "Link type expect" and "Blocking attributes"), which the
 * checker still allows on stylesheets only. Only that message on such a link is let through.
 */
function checkerLagsBehind(message: VnuMessage): boolean {
  return (
    (message.message ?? '').startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? '')
  );
}

/** Each error the checker finds in the documents, as `{name}:{line}:{column} {message} «{extract}»`. */
export async function htmlErrors(documents: readonly { name: string; html: string }[]): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(folder, `${index}.html`);
        files.set(`file:${file}`, document.name);
        await writeFile(file, document.html);
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      const checker = spawn('java', [
        '-Xss4m',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((url) => url.slice('file:'.length)),
      ]);
      let text = '';
      checker.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      checker.stdout.resume();
      checker.on('error', reject);
      checker.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`vnu exited with ${code}: ${text.slice(0, 500)}`))));
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !checkerLagsBehind(message))
      .map((message) => {
        const name = files.get(message.url ?? '') ?? message.url ?? '?';
        return `${name}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message ?? ''} «${(message.extract ?? '').trim()}»`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
