import { GraphQLDateTimeISO, GraphQLLocalDate } from 'graphql-scalars';

/** ISO calendar date, `YYYY-MM-DD`. */
export const LocalDate = GraphQLLocalDate;
/** ISO timestamp with time zone, e.g. `2026-11-22T18:00:00.000Z`. */
export const DateTimeISO = GraphQLDateTimeISO;
