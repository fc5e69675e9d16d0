// Who else is editing a page, in the gateway (issue 22 part 10; docs/decisions/018-editor-presence.md):
// an open editor's heartbeat (editorPresence) and its goodbye (leaveEditorPresence). A short poll
// through the ordinary /graphql POST, so the session, the CSRF header the gateway adds for the
// upstream (spec 000 §7) and the load balancer treat it like every other editor mutation; the
// state lives in the upstream, never in this process. Staff only (spec 000 §6): no session
// cookie is UNAUTHENTICATED before the upstream is asked. Bad input is BAD_USER_INPUT with
// fieldErrors on the arguments, in the caller's language, checked here first so the upstream's
// English words are the exception.
import { GraphQLError } from 'graphql';
import { fromGraphQLLocale } from '../../shared/graphqlLocale';
import type { Locale } from '../../shared/locales';
import { apiMessage, type ApiMessageKey } from '../apiMessage';
import { requireId } from '../editor/resolvers';
import { requireSession } from '../editor/requireSession';
import { localiseUpstreamMessage } from '../editor/upstreamMessages';
import { addFieldError, fieldErrorsInput, type FieldErrors } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type {
  EditorPresence,
  MutationEditorPresenceArgs,
  MutationLeaveEditorPresenceArgs,
  PresentEditor,
  Resolvers,
} from '../generated/resolvers';
import type { PresencePayload } from '../sources/PresenceApi';
import { fromUpstream } from '../upstreamErrors';

/** Between two calls of an open editor when EDITOR_PRESENCE_MS is not set. */
export const DEFAULT_EDITOR_PRESENCE_MS = 5000;

/**
 * How long an editor counts as present without a call: four intervals (a slow answer or a
 * throttled tab may miss one or two), at least five seconds.
 */
export function staleAfterMs(pollMs: number): number {
  return Math.min(600_000, Math.max(5000, pollMs * 4));
}

const EDITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const BLOCK_ID = /^[A-Za-z0-9:_-]{1,64}$/;

/** The upstream's own messages (src/cms/pages/presenceStore.ts), by field. */
const FIELD_KEYS: Readonly<Record<string, { argument: string; key: ApiMessageKey }>> = {
  editor: { argument: 'editorId', key: 'presenceEditorId' },
  block: { argument: 'selectedBlock', key: 'presenceBlockId' },
};

const SEGMENTER = new Intl.Segmenter('de', { granularity: 'grapheme' });

/** A word's letters as readers see them ('Ø', an accent written as two code points: one each). */
function graphemes(word: string): string[] {
  return Array.from(SEGMENTER.segment(word), (part) => part.segment);
}

/** Up to two capital letters of a name: the first letters of its first and last word ('Anna Maria Schmidt' → 'AS'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter((word) => word !== '');
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? `${graphemes(first)[0] ?? ''}${graphemes(last)[0] ?? ''}` : graphemes(first).slice(0, 2).join('');
  return letters.toLocaleUpperCase('de-DE');
}

function requireEditorId(value: string, locale: Locale): void {
  if (EDITOR_ID.test(value)) return;
  const errors: FieldErrors = {};
  addFieldError(errors, 'editorId', apiMessage(locale, 'presenceEditorId'));
  throw fieldErrorsInput('editorId', errors, locale);
}

function mapPresence(payload: PresencePayload, pollMs: number): EditorPresence {
  const editors: PresentEditor[] = payload.editors.map((editor) => ({
    editorId: editor.editor,
    name: editor.name,
    initials: initialsOf(editor.name),
    selectedBlock: editor.block ? { kind: editor.block.kind === 'module' ? 'MODULE' : 'SECTION', id: editor.block.id } : null,
    editing: editor.editing,
  }));
  const taken = payload.taken_over;
  return { editors, takenOver: taken ? { blockId: taken.block_id, name: taken.name, initials: initialsOf(taken.name) } : null, pollMs };
}

export const editorPresenceResolvers: Pick<Resolvers, 'Mutation'> = {
  Mutation: {
    async editorPresence(_root: unknown, args: MutationEditorPresenceArgs, context: GatewayContext): Promise<EditorPresence> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      requireEditorId(args.editorId, locale);
      const block = args.selectedBlock ?? null;
      if (block && !BLOCK_ID.test(block.id)) {
        const errors: FieldErrors = {};
        addFieldError(errors, 'selectedBlock.id', apiMessage(locale, 'presenceBlockId'));
        throw fieldErrorsInput('selectedBlock', errors, locale);
      }
      const pollMs = context.editorPresenceMs ?? DEFAULT_EDITOR_PRESENCE_MS;
      const body = {
        editor: args.editorId,
        block: block ? { kind: block.kind === 'MODULE' ? ('module' as const) : ('section' as const), id: block.id } : null,
        editing: args.editing,
        take_over: args.takeOver === true,
        stale_after_ms: staleAfterMs(pollMs),
      };
      const result = await fromUpstream(locale, () => context.apis.presence.heartbeat(locale, args.pageId, body));
      if (result.ok) return mapPresence(result.value, pollMs);
      if ('notFound' in result) throw new GraphQLError(apiMessage(locale, 'schedulePageUnknown'), { extensions: { code: 'NOT_FOUND' } });
      const errors: FieldErrors = {};
      for (const [field, messages] of Object.entries(result.fieldErrors)) {
        const known = FIELD_KEYS[field];
        for (const message of messages) {
          if (field === 'editor' && message.startsWith('This editor key belongs'))
            addFieldError(errors, 'editorId', apiMessage(locale, 'presenceOtherUser'));
          else if (known) addFieldError(errors, known.argument, apiMessage(locale, known.key));
          else addFieldError(errors, field, localiseUpstreamMessage(message, locale));
        }
      }
      throw fieldErrorsInput(Object.keys(errors)[0] ?? 'editorId', errors, locale);
    },

    async leaveEditorPresence(_root: unknown, args: MutationLeaveEditorPresenceArgs, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireEditorId(args.editorId, locale);
      await fromUpstream(locale, () => context.apis.presence.leave(locale, args.editorId));
      return true;
    },
  },
};
