import { GraphQLError, GraphQLScalarType } from 'graphql';
import { UploadedFile } from './UploadedFile';

function parse(value: unknown): UploadedFile {
  if (value instanceof UploadedFile) return value;
  throw new GraphQLError('Upload must be a file sent as multipart/form-data (graphql-multipart-request-spec).', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const UploadScalar = new GraphQLScalarType<UploadedFile, never>({
  name: 'Upload',
  description: 'A file sent in a multipart request (graphql-multipart-request-spec); input only.',
  parseValue: parse,
  parseLiteral: () => parse(undefined),
  serialize: () => {
    throw new GraphQLError('Upload is an input type only.');
  },
});
