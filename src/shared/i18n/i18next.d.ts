// Types every t('key') call against the German table: an unknown key is a compile error.
import 'i18next';
import type { Translation } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
