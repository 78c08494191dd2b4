import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** `onDark`/`outlineOnDark`: for bands in the brand colour (the home hero, calls to action). */
type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'outlineOnDark';

interface VariantProps {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px; /* comfortable touch target */
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid transparent;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s,
    color 0.15s,
    border-color 0.15s;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};

  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.primaryLight};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.primaryLight};
          }
        `;
      case 'onDark':
        return css`
          background: #ffffff;
          color: ${theme.colors.primaryDark};
          &:hover {
            background: ${theme.colors.primaryLight};
          }
        `;
      case 'outlineOnDark':
        return css`
          background: transparent;
          color: #ffffff;
          border-color: #ffffff;
          &:hover {
            background: rgba(255, 255, 255, 0.12);
          }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.textOnPrimary};
          &:hover {
            background: ${theme.colors.primaryDark};
          }
        `;
    }
  }}

  &:disabled, &[aria-disabled='true'] {
    background: ${({ theme }) => theme.colors.border};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const Button = styled.button<VariantProps>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;
