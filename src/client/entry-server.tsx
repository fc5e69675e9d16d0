// The server entry: the same tree as entry-client.tsx, with the render's data source (the schema
// executed in process, its results streamed into the page). Pure: the Express handler decides
// status and data, this only builds. The page's screen chunk must be loaded first
// (preloadScreen), so the screen is in the shell.
import type { ReactElement } from 'react';
import { App } from './App';
import type { BootData } from './BootData';
import { DataSourceContext, type DataSource } from './data/DataSource';

export interface ServerTreeOptions {
  boot: BootData;
  source: DataSource;
}

export function serverTree({ boot, source }: ServerTreeOptions): ReactElement {
  return (
    <DataSourceContext.Provider value={source}>
      <App boot={boot} />
    </DataSourceContext.Provider>
  );
}
