import styled from 'styled-components';

/**
 * A real switch (a `<button role="switch" aria-checked>`): a 44 px target around a track and a knob that slides
 * when on. The courses' active switch and the blog's published switch.
 */
export const Switch = styled.button`
  position: relative;
  flex: none;
  width: 52px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    top: 11px;
    left: 2px;
    width: 48px;
    height: 22px;
    border-radius: 11px;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: background 0.15s;
  }
  &::after {
    content: '';
    position: absolute;
    top: 14px;
    left: 5px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #ffffff;
    transition: transform 0.15s;
  }
  &[aria-checked='true']::before {
    background: ${({ theme }) => theme.colors.success};
  }
  &[aria-checked='true']::after {
    transform: translateX(26px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 12px;
  }
`;
