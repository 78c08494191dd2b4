import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { commonMessages } from '../i18n/messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 4px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

function Spinner({ size = 40 }: { size?: number }) {
  const intl = useIntl();
  return <Ring $size={size} role="status" aria-label={intl.formatMessage(commonMessages.loading)} />;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 50vh;
`;

/** Shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <Centered>
      <Spinner size={48} />
    </Centered>
  );
}
