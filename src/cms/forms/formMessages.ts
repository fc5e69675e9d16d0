// Public validation messages of the forms API. spec 000 §5 names two ('This field is required!',
// 'Invalid e-mail address!'); their German wording and the rest ("Other form validation: not
// shown") are ours, in the same voice.
import type { Locale } from '../../shared/locales';

const FORM_MESSAGES = {
  required: { de: 'Dieses Feld ist ein Pflichtfeld!', en: 'This field is required!' },
  invalidEmail: { de: 'Ungültige E-Mail-Adresse!', en: 'Invalid e-mail address!' },
  emailMismatch: { de: 'Die E-Mail-Adressen stimmen nicht überein!', en: 'The e-mail addresses do not match!' },
  notText: { de: 'Bitte geben Sie einen Text ein.', en: 'Please enter text.' },
  tooLong: { de: 'Bitte geben Sie höchstens {{max}} Zeichen ein.', en: 'Please enter no more than {{max}} characters.' },
  notNumber: { de: 'Bitte geben Sie eine Zahl ein.', en: 'Please enter a number.' },
  invalidChoice: { de: 'Bitte wählen Sie eine der angebotenen Optionen.', en: 'Please choose one of the offered options.' },
  notList: { de: 'Bitte senden Sie eine Liste von Optionen.', en: 'Please send a list of options.' },
  duplicateChoice: { de: 'Jede Option darf nur einmal gewählt werden.', en: 'Each option may be chosen only once.' },
  invalidDate: { de: 'Bitte geben Sie ein gültiges Datum im Format TT-MM-JJJJ ein.', en: 'Please enter a valid date as DD-MM-YYYY.' },
  invalidFile: {
    de: 'Die Datei ist unbekannt oder abgelaufen. Bitte laden Sie sie erneut hoch.',
    en: 'The file is unknown or has expired. Please upload it again.',
  },
  notBoolean: { de: 'Bitte senden Sie true oder false.', en: 'Please send true or false.' },
  invalidUrl: { de: 'Bitte geben Sie eine gültige Adresse ein (http oder https).', en: 'Please enter a valid address (http or https).' },
  unknownField: { de: 'Unbekanntes Feld.', en: 'Unknown field.' },
  tooManyFields: { de: 'Zu viele Felder.', en: 'Too many fields.' },
  unknownForm: { de: 'Unbekanntes Formular.', en: 'Unknown form.' },
  invalidFormId: { de: 'Bitte senden Sie die Nummer eines Formulars.', en: 'Please send the number of a form.' },
  notObject: { de: 'Bitte senden Sie die Feldwerte als Objekt.', en: 'Please send the field values as an object.' },
  fileMissing: { de: 'Es wurde keine Datei gesendet.', en: 'No file was submitted.' },
  fileTooLarge: { de: 'Die Datei darf höchstens {{max}} Bytes groß sein.', en: 'The file may be at most {{max}} bytes.' },
  fileType: {
    de: 'Dieser Dateityp ist nicht erlaubt (erlaubt: PDF, PNG, JPEG, GIF, WebP, DOCX, ODT).',
    en: 'This file type is not allowed (allowed: PDF, PNG, JPEG, GIF, WebP, DOCX, ODT).',
  },
  oneFile: { de: 'Bitte senden Sie nur eine Datei.', en: 'Please send one file only.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** The message in a language, with `{{name}}` placeholders filled (docs/CONVENTIONS.md: one syntax). */
export function formMessage(key: FormMessageKey, lang: Locale, values: Record<string, string | number> = {}): string {
  return FORM_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
