// Tells Monaco (GraphiQL's editor) where its web workers are: our own bundled files under
// /assets, named by the page's data attributes. Without this Monaco falls back to a blob:
// bootstrap, and GraphiQL's ready-made worker setups load the workers from a CDN.
// entry-sandbox.tsx imports this first: Monaco reads globalThis.MonacoEnvironment when its
// module is evaluated, which happens when GraphiQL loads it after the first render.
import { SANDBOX_ROOT_ID, SANDBOX_WORKER_LABELS, type SandboxWorkerName } from './sandboxRoot';

/** The part of Monaco's global hook we use (monaco-editor's defaultWorkerFactory reads it). */
interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

function workerNameFor(label: string): SandboxWorkerName {
  return Object.hasOwn(SANDBOX_WORKER_LABELS, label) ? SANDBOX_WORKER_LABELS[label as keyof typeof SANDBOX_WORKER_LABELS] : 'editorWorker';
}

const root = document.getElementById(SANDBOX_ROOT_ID);

const environment: MonacoEnvironment = {
  getWorker(_workerId, label) {
    const name = workerNameFor(label);
    const url = root?.dataset[name];
    if (!url) throw new Error(`The sandbox page names no ${name}`);
    // Classic workers (esbuild builds them as IIFE) from our own origin: CSP worker-src 'self'.
    return new Worker(url, { name: label });
  },
};
(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = environment;
