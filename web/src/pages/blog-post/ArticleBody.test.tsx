import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ArticleBody } from './ArticleBody';

/** What the API's `bodyHtml` looks like (api/src/modules/blog/blog-markdown.ts; its safety is tested there). */
const BODY = [
  '<h2>Vorbereitung</h2>',
  '<p>Packen Sie <strong>Handtuch</strong> ein:</p>',
  '<ul>\n<li>Badekappe</li>\n<li>Badeschuhe</li>\n</ul>',
  '<p><a href="/courses?level=BEGINNER">Kurse</a> und <a href="https://www.dlrg.de" rel="noopener noreferrer">DLRG</a></p>',
  '<p><span data-external-image="https://images.example.com/pool.jpg">Schwimmbecken</span> <img src="/logo.png" alt="Logo" loading="lazy" /></p>',
].join('\n');

const render = (html = BODY) => renderWithProviders(<ArticleBody html={html} lang="de" />, { route: '/blog/vorbereitung' });

describe('ArticleBody', () => {
  it("shows the server's HTML as it is", () => {
    render();
    expect(screen.getByTestId('blog-content')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Vorbereitung' })).toBeInTheDocument();
    expect(screen.getByText('Handtuch').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'DLRG' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("opens links to the site's pages in the app, and leaves other links and modified clicks to the browser", () => {
    const { location } = render();
    const external = screen.getByRole('link', { name: 'DLRG' });
    expect(fireEvent.click(external)).toBe(true); // not prevented: the browser follows it
    expect(fireEvent.click(screen.getByRole('link', { name: 'Kurse' }), { ctrlKey: true })).toBe(true); // a new tab
    expect(location()).toBe('/blog/vorbereitung');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Kurse' }))).toBe(false);
    expect(location()).toBe('/courses?level=BEGINNER');
  });

  it('does not load third-party images without consent (cookie notice), but shows their description', () => {
    const { container } = render();
    expect(container.querySelector('img[src^="https://images.example.com"]')).toBeNull();
    expect(screen.getByText('Schwimmbecken')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.png');
  });
});
