import styled, { css } from 'styled-components';

/** The look of every text input, select and textarea: 44 px high (a touch target), the theme's border. */
export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label,
  legend {
    font-weight: 700;
  }
  input[type='text'],
  input[type='email'],
  input[type='password'],
  input[type='tel'],
  textarea {
    ${inputStyles}
  }
  textarea {
    min-height: 140px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The field box of the admin forms: also the controls the public forms do not have (dates, numbers, choices). */
export const ControlFieldBox = styled(FieldBox)`
  input[type='date'],
  input[type='number'],
  select {
    ${inputStyles}
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A muted line below a control, saying what it is for. */
export const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Two fields side by side from tablet width on. */
export const FieldRow = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-weight: 400 !important;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
  }
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** Above the form: what concerns the input as a whole (a failed send, a refused course), or the success. */
export const FormAlert = styled.div<{ $tone: 'error' | 'success' }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerLight : theme.colors.successLight)};
  border: 1px solid currentColor;
  p {
    margin: 0;
  }
`;
