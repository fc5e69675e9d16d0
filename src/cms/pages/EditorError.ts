// A client error of the editor API with its JSON body (README "Conventions": 400 with field errors;
// README "Page editor": 409 with a `code` when the change cannot be made as asked).
export type ConflictCode = 'stale_revision' | 'protected_page' | 'has_children' | 'duplicate';

export interface EditorErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
  code?: ConflictCode;
  /** With `stale_revision`: the revision stored now. */
  revision?: number;
}

export class EditorError extends Error {
  constructor(
    readonly status: number,
    readonly body: EditorErrorBody,
  ) {
    super(body.detail);
    this.name = 'EditorError';
  }

  static invalid(errors: Record<string, string[]>): EditorError {
    return new EditorError(400, { detail: 'Invalid input.', errors });
  }

  static notFound(): EditorError {
    return new EditorError(404, { detail: 'Not found.' });
  }

  /** 409: nothing was written; `code` says why. */
  static conflict(code: ConflictCode, detail: string, revision?: number, errors?: Record<string, string[]>): EditorError {
    return new EditorError(409, { detail, code, ...(revision === undefined ? {} : { revision }), ...(errors ? { errors } : {}) });
  }
}
