// The whole HTML document, rendered by React on the server and hydrated in the browser
// (docs/CONVENTIONS.md: no string splicing of HTML).
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { serializeForScript } from '../../shared/serializeForScript';
import { BOOT_ELEMENT_ID, type BootData } from '../BootData';

export function Document({ boot, title, description, children }: { boot: BootData; title: string; description: string; children: ReactNode }) {
  const t = useT();
  return (
    <html lang={boot.locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#1d1a2f" />
        <link rel="stylesheet" href={boot.assets.style} />
        <link rel="icon" href="data:," />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {t('site.skipToContent')}
        </a>
        {children}
        <script
          id={BOOT_ELEMENT_ID}
          type="application/json"
          // Not executed (a JSON data block), but still escaped: it must not close the element.
          // oxlint-disable-next-line react/no-danger -- JSON text React would entity-escape, made safe by serializeForScript
          dangerouslySetInnerHTML={{ __html: serializeForScript(boot) }}
        />
      </body>
    </html>
  );
}
