// A file that arrived in a GraphQL multipart request (the graphql-multipart-request-spec, as
// src/server/graphqlUploads.ts reads it). A class, not a plain object: JSON variables cannot
// forge one, so the Upload scalar accepts only files the server itself received.
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimeType: string,
    readonly content: Buffer,
  ) {}
}
