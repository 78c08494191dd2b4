import styled, { css } from 'styled-components';

/** `$padded`: one padded column (title, text, buttons); else a header above `DialogBody` and `DialogActions`. */
export const DialogFrame = styled.dialog<{ $width: number; $tall: boolean; $padded: boolean }>`
  width: min(${({ $width }) => $width}px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  /* A tabbed form keeps one height, so the buttons stay put when the tab changes. */
  ${({ $tall }) => ($tall ? 'height: min(760px, calc(100dvh - 24px));' : '')}
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgba(16, 37, 58, 0.55);
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  ${({ $padded }) =>
    $padded
      ? css`
          &[open] {
            gap: 16px;
          }
          padding: 20px;
          overflow-wrap: anywhere;
          h2 {
            margin: 0;
            font-size: 1.4rem;
            color: ${({ theme }) => theme.colors.primaryDark};
          }
          p {
            margin: 0;
          }
        `
      : css`
          max-width: none;
          overflow: hidden;
          h2 {
            overflow-wrap: anywhere;
          }
        `}
`;

export const DialogHeader = styled.div<{ $padded: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: ${({ $padded }) => ($padded ? '0' : '16px 20px 8px')};
  h2 {
    margin: 0;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  margin: -8px -8px 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** The part of a sectioned dialog below its heading that scrolls when the screen is short. */
export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 16px 20px;
  p {
    margin: 0 0 12px;
  }
`;

/** A sectioned dialog's buttons at the bottom: cancel left, the action right; stacked on phones, the action on top. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  padding: 12px 20px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    flex-wrap: wrap;
  }
`;

/** A padded dialog's buttons, at the end of its column. */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
