import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

/** A grey placeholder block that pulses while content loads. */
export const Skeleton = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
