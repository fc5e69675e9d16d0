// What counts as the in-page editor in the browser's build (issue 12 §7: nothing of it in a
// visitor's first load): its code, its stylesheet and its texts (both languages' editor tables and
// their translator).
export function isEditorSource(input: string): boolean {
  return (
    input.includes('src/client/editor/') ||
    input.endsWith('src/client/styles/editor.css') ||
    /src\/shared\/i18n\/editor(Texts\.\w+|Translator)\.ts$/.test(input)
  );
}
