import styled from 'styled-components';

/** The dimmed page behind the cart panel (and in its place while the panel's chunk arrives). */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(16, 37, 58, 0.45);
`;
