// Read by relay-compiler (from the repository root) and by babel-plugin-relay.
// The root package is CommonJS, so plain module.exports works here.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  // Persisted operations: each artifact carries `id` (the SHA-256 of its text, which is also the hash
  // of Apollo's automatic persisted queries) and `text: null`, so the bundle holds no documents. The
  // texts go into this file, which the API reads at start (api/src/graphql/persisted-queries.ts).
  // relay-compiler refuses to start when the file is missing, and only ever adds to it: operations of
  // earlier builds stay known, so a tab opened before a deploy keeps working. To drop the old ones:
  // `echo '{}' > web/src/__generated__/persisted-queries.json && npm run relay -- --repersist`.
  persistConfig: {
    file: './web/src/__generated__/persisted-queries.json',
    algorithm: 'SHA256',
  },
  customScalarTypes: {
    LocalDate: 'string',
    DateTimeISO: 'string',
  },
};
