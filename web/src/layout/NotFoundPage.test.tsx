import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('explains in German and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/gibt-es-nicht' });
    const page = screen.getByTestId('not-found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    expect(page).toHaveTextContent('existiert nicht');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });

  it('keeps itself out of search indexes: noindex, no canonical URL', () => {
    renderWithProviders(<NotFoundPage />, { route: '/gibt-es-nicht' });
    expect(document.title).toBe('Seite nicht gefunden – H2O Gersthofen – Ihre Bäderwelt');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('speaks English', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nope', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeInTheDocument();
  });

  it('goes home when there is no earlier page to go back to', () => {
    const view = renderWithProviders(<NotFoundPage />, { route: '/nope' });
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(view.location()).toBe('/');
  });
});
