// The resolve hook of traceSentryImports.mjs (it runs on Node's module hooks thread).
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@sentry/') && process.env.TRACE_SENTRY_FILE) appendFileSync(process.env.TRACE_SENTRY_FILE, `${specifier}\n`);
  return next(specifier, context);
}
