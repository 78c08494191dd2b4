import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO, GraphQLJSONObject, GraphQLLocalDate } from 'graphql-scalars';

/**
 * ISO calendar date, `YYYY-MM-DD`. Inputs are validated; outputs already come from SQL in that form
 * (`isoDateSql`) and are passed through, since re-checking each one cost 10-15 % on the course list.
 */
export const LocalDate = new GraphQLScalarType({
  ...GraphQLLocalDate.toConfig(),
  serialize: (value) => (typeof value === 'string' ? value : GraphQLLocalDate.serialize(value)),
});

/** ISO timestamp with time zone, e.g. `2026-11-22T18:00:00.000Z`. */
export const DateTimeISO = GraphQLDateTimeISO;

/** A JSON object of facts whose keys vary by kind (an order event's `data`): read, never sent as input. */
export const JSONObject = GraphQLJSONObject;
