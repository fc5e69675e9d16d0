// The settings (spec 000 §1 groups): a native modal <dialog>, so the browser keeps focus inside
// it, makes the page behind it inert and closes it on Escape. One checkbox per group with a short
// description; the required group is on and cannot be switched off; under Global Privacy Control
// tracking and marketing are off and say why. The opener gets the focus back (ConsentManager).
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CONSENT_GROUPS, lockOf, type ChoiceGroup, type ConsentChoices, type ConsentGroup, type GroupLock } from '../../../shared/consent';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { SiteTextKey } from '../../../shared/i18n/createTranslator';
import { useT } from '../../i18n';

export interface ConsentSettingsDialogProps {
  initial: ConsentChoices;
  globalPrivacyControl: boolean;
  onSave: (choices: ConsentChoices) => void;
  /** The dialog has closed (saved, closed, or Escape). */
  onClose: () => void;
}

function lockText(lock: GroupLock): SiteTextKey | null {
  switch (lock) {
    case 'alwaysOn':
      return 'consent.alwaysOn';
    case 'globalPrivacyControl':
      return 'consent.lockedByGpc';
    case null:
      return null;
    default:
      return assertUnreachable(lock);
  }
}

export function ConsentSettingsDialog({ initial, globalPrivacyControl, onSave, onClose }: ConsentSettingsDialogProps) {
  const t = useT();
  const idPrefix = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<ConsentChoices>(initial);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(choices);
    close();
  };
  const toggle = (group: ChoiceGroup, on: boolean) => setChoices((current) => ({ ...current, [group]: on }));
  const checkedOf = (group: ConsentGroup): boolean => (group === 'required' ? true : choices[group]);

  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby={`${idPrefix}-title`} onClose={onClose}>
      <form className="consent-dialog__form" onSubmit={save}>
        <div className="consent-dialog__header">
          <h2 id={`${idPrefix}-title`} className="consent-dialog__title">
            {t('consent.dialogTitle')}
          </h2>
          <button type="button" className="consent-dialog__close" aria-label={t('consent.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="consent-dialog__intro">{t('consent.dialogIntro')}</p>
        <ul className="consent-groups">
          {CONSENT_GROUPS.map((group) => {
            const lock = lockOf(group, globalPrivacyControl);
            const why = lockText(lock);
            const inputId = `${idPrefix}-${group}`;
            return (
              <li key={group} className="consent-group">
                <input
                  id={inputId}
                  className="consent-group__input"
                  type="checkbox"
                  checked={checkedOf(group)}
                  disabled={lock !== null}
                  aria-describedby={`${inputId}-description`}
                  onChange={(event) => {
                    if (group !== 'required') toggle(group, event.currentTarget.checked);
                  }}
                />
                <label className="consent-group__name" htmlFor={inputId}>
                  {t(`consent.groups.${group}.name`)}
                </label>
                <p id={`${inputId}-description`} className="consent-group__description">
                  {t(`consent.groups.${group}.description`)}
                  {why ? <span className="consent-group__lock"> {t(why)}</span> : null}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="consent-dialog__actions">
          <button type="submit" className="consent-button consent-button--strong">
            {t('consent.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
