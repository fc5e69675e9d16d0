// Validates a module's fields against MODULE_RULES (spec 000 §5) and fills defaults.
import { isMediaPath } from '../../shared/editor/mediaPath';
import { isColumnPreset } from './columnPresets';
import { ruleOf, type FieldRule, type ModuleModel } from './moduleRules';
import { isLinkTarget, plainText, richTextProblem, withDefaultScheme } from './richText';

export const REQUIRED = 'This field is required!';

type FieldErrors = Record<string, string[]>;
export type ModuleFields = Record<string, unknown>;
export type ValidationResult = { ok: true; fields: ModuleFields } | { ok: false; errors: FieldErrors };

const VIDEO_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function defaultOf(rule: FieldRule): unknown {
  switch (rule.kind) {
    case 'text':
      return '';
    case 'richText':
    case 'idList':
    case 'faqItems':
      return [];
    case 'integer':
      return rule.default ?? rule.min;
    case 'boolean':
      return false;
    case 'preset':
      return '100';
    case 'link':
    case 'media':
    case 'datetime':
    case 'embed':
    case 'videoUrl':
    case 'id':
      return rule.kind === 'embed' || rule.kind === 'videoUrl' ? '' : null;
  }
}

function isBlank(rule: FieldRule, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return rule.kind === 'richText' ? plainText(value).trim() === '' : value.length === 0;
  return false;
}

function isUrlWithHost(value: string, host: RegExp): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && host.test(url.hostname);
  } catch {
    return false;
  }
}

/** The problem with one field's value, or undefined. Blank values were handled before. */
function fieldProblem(rule: FieldRule, value: unknown): string | undefined {
  switch (rule.kind) {
    case 'text':
      if (typeof value !== 'string') return 'Not a valid string.';
      if (rule.max !== undefined && value.length > rule.max) return `Ensure this field has no more than ${rule.max} characters.`;
      if (rule.oneOf && !rule.oneOf.includes(value)) return `"${value}" is not a valid choice.`;
      return undefined;
    case 'richText':
      return richTextProblem(value);
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'A valid integer is required.';
      if (value < rule.min || value > rule.max) return `Ensure this value is between ${rule.min} and ${rule.max}.`;
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Must be a valid boolean.';
    case 'preset':
      return isColumnPreset(value) ? undefined : '"layout" must be one of 100, 67-33, 33-67, 50-50, 33-33-33, 25-50-25.';
    case 'link':
      return typeof value === 'string' && value.length <= 2000 && isLinkTarget(value)
        ? undefined
        : 'Enter a valid link: a site path starting with / or an http(s) URL.';
    case 'media':
      if (typeof value !== 'string' || value.length > 500) return 'Enter a media path or an http(s) URL.';
      if (isMediaPath(value)) return undefined;
      return isUrlWithHost(value, /./) ? undefined : 'Enter a media path or an http(s) URL.';
    case 'datetime':
      return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : 'Enter a valid ISO 8601 date or date and time with offset.';
    case 'embed':
      if (typeof value !== 'string' || value.length > 10000) return rule.message;
      return rule.hosts.some((host) => value.toLowerCase().includes(host)) ? undefined : rule.message;
    case 'videoUrl':
      return typeof value === 'string' && isUrlWithHost(value, VIDEO_HOSTS) ? undefined : 'Enter a YouTube or Vimeo URL.';
    case 'id':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999_999_999
        ? undefined
        : 'A valid id is required.';
    case 'idList':
      return Array.isArray(value) &&
        value.length <= 50 &&
        value.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 999_999_999)
        ? undefined
        : 'Expected a list of ids.';
    case 'faqItems': {
      if (!Array.isArray(value) || value.length > 100) return 'Expected a list of { question, answer } items.';
      for (const item of value) {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'Expected a list of { question, answer } items.';
        const { question, answer, ...rest } = item as Record<string, unknown>;
        if (Object.keys(rest).length > 0 || typeof question !== 'string' || typeof answer !== 'string')
          return 'Expected a list of { question, answer } items.';
        if (question.trim() === '' || answer.trim() === '') return 'Every item needs a question and an answer.';
        if (question.length > 500 || answer.length > 5000) return 'An item is too long.';
      }
      return undefined;
    }
  }
}

/**
 * Validates `input` (the fields sent) on top of `base` (the stored fields when updating, nothing
 * when creating): unknown fields are errors, missing ones take their default, and required fields
 * must hold something (spec 000 §5 'This field is required!').
 */
export function validateModuleFields(model: ModuleModel, input: ModuleFields, base: ModuleFields = {}): ValidationResult {
  const rules = ruleOf(model).fields;
  const errors: FieldErrors = {};
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(rules, key)) errors[key] = ['Unknown field.'];
  }
  const fields: ModuleFields = {};
  for (const [name, rule] of Object.entries(rules)) {
    let value = Object.hasOwn(input, name) ? input[name] : Object.hasOwn(base, name) ? base[name] : defaultOf(rule);
    const required = 'required' in rule && rule.required === true;
    if (isBlank(rule, value) && rule.kind !== 'boolean') {
      if (required) errors[name] = [REQUIRED];
      else if (rule.kind === 'richText' && Array.isArray(value)) {
        // An editor's empty paragraph is blank but still has to be well-formed.
        const problem = richTextProblem(value);
        if (problem) errors[name] = [problem];
        else fields[name] = value;
      } else fields[name] = defaultOf(rule);
      continue;
    }
    if (rule.kind === 'link' && typeof value === 'string') value = withDefaultScheme(value);
    const problem = fieldProblem(rule, value);
    if (problem) errors[name] = [problem];
    else
      fields[name] =
        typeof value === 'string' && rule.kind !== 'richText' && rule.kind !== 'embed' && rule.kind !== 'text' ? value.trim() : value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}
