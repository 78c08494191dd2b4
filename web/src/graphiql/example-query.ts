/** What GraphiQL shows on a first visit (a visitor's own edits are kept in localStorage). */
export const EXAMPLE_QUERY = `# H2O GraphQL API — run with Ctrl-Enter or the ▶ button.
# Types and fields: the book icon on the left; the schema as SDL: /schema.graphql

query Example($first: Int = 3, $after: String) {
  # Courses on offer, a page at a time: pass pageInfo.endCursor as $after for the next page.
  courses(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        databaseId
        title
        startDate
        priceCents
        availability
        bookable
      }
    }
  }
  # Any object by its global id (the \`id\` above).
  node(id: "Q291cnNlOjE=") {
    __typename
    ... on Course {
      title
      availableSlots
    }
  }
  services {
    slug
    title
    titleEn
  }
}
`;
