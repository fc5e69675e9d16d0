// A client error of the editor API with its JSON body (README "Conventions": 400 with field errors).
export class EditorError extends Error {
  constructor(
    readonly status: number,
    readonly body: { detail: string; errors?: Record<string, string[]> },
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
}
