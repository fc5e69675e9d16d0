// The progress bar of spec 000 §4, §9: 2 px, black, red on failure, during requests and route
// changes (src/client/navigation/progress.ts decides when). Decorative: page changes are
// announced by the route announcer, so it is hidden from assistive technology.
import { useSyncExternalStore } from 'react';
import { IDLE_PROGRESS, pageProgress } from '../navigation/progress';

const onServer = () => IDLE_PROGRESS;

export function ProgressBar() {
  const { phase, failed } = useSyncExternalStore(pageProgress.subscribe, pageProgress.getSnapshot, onServer);
  const className = ['progress-bar', `progress-bar--${phase}`, failed ? 'progress-bar--failed' : ''].filter(Boolean).join(' ');
  return (
    <div className={className} aria-hidden="true" data-testid="progress-bar" data-phase={phase} data-failed={failed ? 'true' : 'false'}>
      <div className="progress-bar__fill" />
    </div>
  );
}
