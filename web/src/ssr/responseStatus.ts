import { createContext, useContext } from 'react';

/** Filled while the server renders a page; absent in the browser. */
export interface ResponseStatus {
  code: number;
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/**
 * Sets the HTTP status of a server-rendered page from the screen that knows it (not found, error).
 * The server answers only after the whole page has rendered (entry-server.tsx), so a status set
 * anywhere in the tree arrives in time. In the browser it does nothing.
 */
export function useResponseStatus(code: number): void {
  const status = useContext(ResponseStatusContext);
  if (status) status.code = code;
}
