// The module form's fields (ModuleForm.tsx), one FieldControl each, in the order the module type describes them.
import type { FieldDescription, FormValue } from '../../../shared/editor/moduleFields';
import { FieldControl } from '../fields/FieldControl';
import type { InitialValues } from './moduleKindOf';

export interface ModuleFieldsProps {
  fields: readonly FieldDescription[];
  /** The form's id: each field's control is `${id}-${name}`. */
  id: string;
  values: Readonly<Record<string, FormValue>>;
  errors: Partial<Record<string, string>>;
  /** What the form started from: a field the stored module lacks is shown as not known. */
  initial: InitialValues | null;
  onChange: (patch: Record<string, FormValue>) => void;
}

export function ModuleFields({ fields, id, values, errors, initial, onChange }: ModuleFieldsProps) {
  return fields.map((field) => (
    <FieldControl
      key={field.name}
      field={field}
      id={`${id}-${field.name}`}
      value={values[field.name] ?? ''}
      error={errors[field.name]}
      known={initial?.known.has(field.name) ?? true}
      onChange={(value) => onChange({ [field.name]: value })}
      sibling={{ has: (name) => fields.some((other) => other.name === name), set: (name, value) => onChange({ [name]: value }) }}
    />
  ));
}
