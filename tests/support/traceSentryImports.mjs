// Loaded with `node --import` (NODE_OPTIONS) by the error-reporting tests: records every module
// specifier under @sentry/ that the process resolves into the file named by TRACE_SENTRY_FILE,
// so a test can tell whether the SDK was loaded at all.
import { register } from 'node:module';

register('./traceSentryImportsHook.mjs', import.meta.url);
