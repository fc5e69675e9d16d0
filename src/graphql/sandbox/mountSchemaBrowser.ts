// The schema browser: our types from introspection, one at a time, with links between them.
import { element } from './element';
import { browsableTypes, namedType, typeLabel, type SchemaField, type SchemaOverview, type SchemaType } from './introspection';
import { STYLES } from './sandboxStyles';

function fieldLine(field: SchemaField, open: (name: string) => void): HTMLElement {
  const target = namedType(field.type);
  const args = (field.args ?? []).map((arg) => `${arg.name}: ${typeLabel(arg.type)}${arg.defaultValue != null ? ` = ${arg.defaultValue}` : ''}`);
  const typeNode = target
    ? element('button', { style: STYLES.link, attributes: { type: 'button' }, on: { click: () => open(target) } }, typeLabel(field.type))
    : typeLabel(field.type);
  return element(
    'li',
    { style: STYLES.field },
    element('code', {}, `${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}: `, typeNode),
    field.description ? element('p', { style: STYLES.description }, field.description) : null,
  );
}

function typeDetail(type: SchemaType, open: (name: string) => void): HTMLElement {
  const fields = type.fields ?? type.inputFields ?? [];
  return element(
    'section',
    { style: STYLES.typeDetail, attributes: { 'aria-label': `Type ${type.name}` } },
    element('h3', { style: STYLES.heading }, `${type.name} `, element('small', {}, `(${type.kind.toLowerCase().replace('_', ' ')})`)),
    type.description ? element('p', { style: STYLES.description }, type.description) : null,
    fields.length > 0 ? element('ul', { style: STYLES.plainList }, ...fields.map((field) => fieldLine(field, open))) : null,
    type.enumValues
      ? element(
          'ul',
          { style: STYLES.plainList },
          ...type.enumValues.map((value) =>
            element('li', { style: STYLES.field }, element('code', {}, value.name), value.description ? element('p', { style: STYLES.description }, value.description) : null),
          ),
        )
      : null,
  );
}

export function mountSchemaBrowser(container: HTMLElement, schema: SchemaOverview): void {
  const types = browsableTypes(schema);
  const detail = element('div');
  const buttons = new Map<string, HTMLButtonElement>();
  const open = (name: string) => {
    const type = types.find((entry) => entry.name === name);
    if (!type) return;
    for (const [typeName, button] of buttons) {
      const selected = typeName === name;
      Object.assign(button.style, STYLES.typeItem, selected ? STYLES.typeItemSelected : { background: 'none', fontWeight: 'normal' });
      button.setAttribute('aria-current', String(selected));
    }
    detail.replaceChildren(typeDetail(type, open));
  };
  const list = element(
    'ul',
    { style: STYLES.plainList },
    ...types.map((type) => {
      const button = element('button', { style: STYLES.typeItem, attributes: { type: 'button' }, on: { click: () => open(type.name) } }, type.name);
      buttons.set(type.name, button);
      return element('li', {}, button);
    }),
  );
  container.replaceChildren(element('div', { style: STYLES.browser }, element('nav', { style: STYLES.typeList, attributes: { 'aria-label': 'Types' } }, list), detail));
  if (types[0]) open(types[0].name);
}
