// Two versions of the page chosen to be compared with each other (issue 22 part 5), or one with
// the page as it is now; it opens versions/CompareDialog.tsx through `onCompare`.
import { useId, useState, type SubmitEvent } from 'react';
import { useEditorT } from './useEditorT';
import type { CompareSide } from './versions/CompareDialog';

interface StoredVersion extends CompareSide {
  versionId: string;
}

export function CompareVersionsForm({
  versions,
  onCompare,
}: {
  versions: readonly StoredVersion[];
  onCompare: (older: CompareSide, newer: CompareSide) => void;
}) {
  const t = useEditorT();
  const formId = useId();
  const [olderChoice, setOlderChoice] = useState('');
  const [newerChoice, setNewerChoice] = useState('');
  const [choiceProblem, setChoiceProblem] = useState(false);

  const current: CompareSide = { versionId: null, label: t('editor.compare.current') };
  const sideOf = (versionId: string): CompareSide => versions.find((each) => each.versionId === versionId) ?? current;
  // Defaults: the second newest version (the newest is the page as it is now) against the current state.
  const olderId = olderChoice || (versions[1] ?? versions[0])?.versionId || '';
  const newerId = newerChoice;
  const compareChosen = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (olderId === '' || olderId === newerId) {
      setChoiceProblem(true);
      return;
    }
    setChoiceProblem(false);
    // Whichever was chosen where: the older one is the one stored first (ids grow with time), the current state is the newest.
    const swap = newerId !== '' && Number(newerId) < Number(olderId);
    onCompare(sideOf(swap ? newerId : olderId), newerId === '' ? current : sideOf(swap ? olderId : newerId));
  };

  const options = versions.map(({ versionId, label }) => (
    <option key={versionId} value={versionId}>
      {label}
    </option>
  ));
  const describedBy = choiceProblem ? `${formId}-problem` : undefined;
  return (
    <form className="editor-versions__compare" aria-labelledby={`${formId}-title`} noValidate onSubmit={compareChosen}>
      <h3 id={`${formId}-title`} className="editor-versions__subtitle">
        {t('editor.compare.formTitle')}
      </h3>
      <div className="editor-versions__choices">
        <label className="editor-versions__choice">
          <span>{t('editor.compare.older')}</span>
          <select value={olderId} aria-describedby={describedBy} onChange={(event) => setOlderChoice(event.target.value)}>
            {options}
          </select>
        </label>
        <label className="editor-versions__choice">
          <span>{t('editor.compare.newer')}</span>
          <select value={newerId} aria-describedby={describedBy} onChange={(event) => setNewerChoice(event.target.value)}>
            <option value="">{t('editor.compare.current')}</option>
            {options}
          </select>
        </label>
        <button type="submit" className="editor-button">
          {t('editor.compare.open')}
        </button>
      </div>
      {choiceProblem ? (
        <p id={`${formId}-problem`} role="alert" className="editor-versions__problem">
          {t('editor.compare.sameVersion')}
        </p>
      ) : null}
    </form>
  );
}
