import styled from 'styled-components';

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
  /* Hidden text is laid out too: a size of the type scale costs no extra font lookup (see GlobalStyle). */
  font-size: 1rem;
`;
