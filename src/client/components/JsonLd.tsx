// A schema.org description of what the page shows, as a JSON-LD data block. Not executed (a data
// block, so CSP's script-src does not apply: src/server/createApp.ts), but escaped all the same by
// serializeForScript: text from the upstream must not close the element.
import { serializeForScript } from '../../shared/serializeForScript';

export function JsonLd({ data }: { data: unknown }) {
  // oxlint-disable-next-line react/no-danger -- JSON-LD text React would entity-escape, made safe by serializeForScript
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
