// The sandbox's look as style objects, applied through the CSSOM (element.style), which our
// CSP (style-src 'self', no inline style attributes in markup) allows; a stylesheet would need
// a second build entry.
/** CSS properties by their CSSOM names (camelCase). */
export type StyleRule = Partial<Record<'display' | 'alignItems' | 'alignSelf' | 'gap' | 'marginBottom' | 'margin' | 'marginTop' | 'padding' | 'fontSize' | 'fontFamily' | 'fontWeight' | 'color' | 'background' | 'gridTemplateColumns' | 'flexDirection' | 'minWidth' | 'width' | 'boxSizing' | 'border' | 'borderRadius' | 'borderRight' | 'cursor' | 'whiteSpace' | 'wordBreak' | 'minHeight' | 'maxHeight' | 'overflow' | 'listStyle' | 'textAlign' | 'textDecoration', string>>;

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const STYLES = {
  page: { fontFamily: 'system-ui, sans-serif', margin: '0', padding: '1rem', color: '#1d1d1f', background: '#fafafa' },
  header: { display: 'flex', alignItems: 'baseline', gap: '1rem', marginBottom: '0.75rem' },
  title: { fontSize: '1.25rem', margin: '0' },
  hint: { color: '#555', fontSize: '0.85rem' },
  panes: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '1rem' },
  column: { display: 'flex', flexDirection: 'column', gap: '0.5rem', minWidth: '0' },
  label: { fontWeight: '600', fontSize: '0.9rem' },
  editor: { fontFamily: mono, fontSize: '0.85rem', width: '100%', boxSizing: 'border-box', padding: '0.5rem', border: '1px solid #bbb', borderRadius: '4px' },
  run: { alignSelf: 'flex-start', padding: '0.4rem 1.2rem', fontSize: '1rem', cursor: 'pointer' },
  result: { fontFamily: mono, fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: '#fff', border: '1px solid #ddd', borderRadius: '4px', padding: '0.5rem', minHeight: '20rem', margin: '0', overflow: 'auto' },
  status: { fontSize: '0.85rem', color: '#555' },
  error: { color: '#a00', fontSize: '0.9rem' },
  schema: { marginTop: '1.5rem' },
  browser: { display: 'grid', gridTemplateColumns: '14rem minmax(0, 1fr)', gap: '1rem', background: '#fff', border: '1px solid #ddd', borderRadius: '4px', padding: '0.5rem' },
  typeList: { maxHeight: '28rem', overflow: 'auto', borderRight: '1px solid #eee' },
  plainList: { listStyle: 'none', margin: '0', padding: '0' },
  typeItem: { display: 'block', width: '100%', textAlign: 'left', background: 'none', border: 'none', padding: '0.2rem 0.4rem', cursor: 'pointer', fontFamily: mono, fontSize: '0.85rem' },
  typeItemSelected: { background: '#e6eefc', fontWeight: '600' },
  typeDetail: { minWidth: '0' },
  heading: { margin: '0 0 0.5rem', fontSize: '1rem' },
  field: { margin: '0 0 0.6rem', fontSize: '0.85rem' },
  link: { background: 'none', border: 'none', padding: '0', color: '#0645ad', textDecoration: 'underline', cursor: 'pointer', fontFamily: mono, fontSize: 'inherit' },
  description: { margin: '0.15rem 0 0', color: '#555' },
} satisfies Record<string, StyleRule>;
