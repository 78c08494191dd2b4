// Read by relay-compiler (from the repository root) and by babel-plugin-relay.
// The root package is CommonJS, so plain module.exports works here.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: {
    LocalDate: 'string',
    DateTimeISO: 'string',
  },
};
