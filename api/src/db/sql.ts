/** Raw reads return PostgreSQL's text forms; these give the API's ISO forms instead. */
export const isoTimestampSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const isoDateSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
