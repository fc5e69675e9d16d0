// Every text, in German (the default) and English: what the pages show (siteTexts.de.ts,
// siteTexts.en.ts), what the in-page editor shows (editorTexts.*.ts) and what only the server and
// the gateway use (serverTexts.ts), as the tables
// of the gateway's i18next. The English tables have the type of the German ones, so a key missing
// in either language is a compile error (docs/CONVENTIONS.md). One interpolation syntax: {{name}}.
// Browser code never imports this file: it would carry both languages and the server's texts.
import { editorDe } from './editorTexts.de';
import { editorEn } from './editorTexts.en';
import { serverDe, serverEn } from './serverTexts';
import { siteDe } from './siteTexts.de';
import { siteEn } from './siteTexts.en';
import type { TextShape } from './textShape';

export const de = { ...siteDe, ...editorDe, ...serverDe };

export type Translation = typeof de;

export const en: TextShape<Translation> = { ...siteEn, ...editorEn, ...serverEn };
