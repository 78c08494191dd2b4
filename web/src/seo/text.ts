/** Meta descriptions beyond ~155 characters are cut by search engines anyway; we cut at a word. */
const MAX_DESCRIPTION = 155;

/** One line of text (no line breaks or runs of spaces), at most `max` characters, ending in "…" when cut. */
export function summarise(text: string, max = MAX_DESCRIPTION): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
