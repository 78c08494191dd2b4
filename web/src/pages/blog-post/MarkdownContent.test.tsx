import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MarkdownContent } from './MarkdownContent';

const render = (markdown: string) => renderWithProviders(<MarkdownContent markdown={markdown} />);

describe('MarkdownContent', () => {
  it('renders Markdown: headings one level down, lists, emphasis and links', () => {
    render('# Vorbereitung\n\nPacken Sie **Handtuch** ein:\n\n- Badekappe\n- Badeschuhe\n\n[Kurse](/courses) und [DLRG](https://www.dlrg.de)');
    expect(screen.getByRole('heading', { level: 2, name: 'Vorbereitung' })).toBeInTheDocument();
    expect(screen.getByText('Handtuch').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Kurse' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Kurse' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'DLRG' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never turns stored HTML into elements or runs it', () => {
    const ran = jest.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    const { container } = render(
      'Vorher\n\n<script>window.__ran()</script>\n\n<img src="x" onerror="window.__ran()">\n\nText mit <b onclick="window.__ran()">fett</b> und [Link](javascript:window.__ran())',
    );
    expect(container.querySelector('script, b, [onerror], [onclick]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Vorher')).toBeInTheDocument();
    // The javascript: URL is dropped: the link keeps its text but goes nowhere.
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });

  it('does not load third-party images (cookie consent), but shows their description', () => {
    const { container } = render('![Schwimmbecken](https://images.example.com/pool.jpg)\n\n![Logo](/logo.png)');
    expect(container.querySelector('img[src^="https://images.example.com"]')).toBeNull();
    expect(screen.getByText('Schwimmbecken')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.png');
  });
});
