import { markdownPlainText } from './blog-markdown.js';

describe('markdownPlainText', () => {
  it('gives what a reader sees, without the Markdown marks', () => {
    const markdown = [
      '# Frohe Feiertage',
      'Wir wünschen **frohe Feiertage** und _einen guten Rutsch_.\nBis bald!',
      '- erste `Sache`\n- zweite [Sache](/courses)\n  1. darunter',
      '> ein Zitat mit ![Bild](/x.png)',
      'Mehr auf [unserer Seite](https://example.org) <b>ohne HTML</b> und <https://example.org/direkt>.',
    ].join('\n\n');
    expect(markdownPlainText(markdown, 'https://h2o.example')).toBe(
      [
        'Frohe Feiertage',
        'Wir wünschen frohe Feiertage und einen guten Rutsch.\nBis bald!',
        '- erste Sache\n- zweite Sache (https://h2o.example/courses)\n  1. darunter',
        '> ein Zitat mit Bild',
        'Mehr auf unserer Seite (https://example.org) ohne HTML und https://example.org/direkt.',
      ].join('\n\n'),
    );
  });
});
