import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it.each([
    [0.25, 25],
    [1, 100],
    [1.5, 100],
    [-0.2, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('shows a ratio of %p as %i %%', (ratio, percent) => {
    renderWithProviders(<ProgressBar ratio={ratio} tone="success" label="Freie Plätze" testId="bar" />);
    expect(screen.getByRole('meter', { name: 'Freie Plätze' })).toHaveAttribute('aria-valuenow', String(percent));
    expect(screen.getByTestId('bar')).toHaveStyle({ width: `${percent}%` });
  });
});
