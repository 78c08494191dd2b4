import { Fragment } from 'react';

/**
 * An e-mail address that may wrap before its "@" and its dots (`<wbr>`), never inside a word: in a narrow table column
 * "anna.berger@example.org" goes on as "anna.berger" / "@example.org" rather than being cut as "exam/ple".
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
