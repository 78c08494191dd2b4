/**
 * The levels of the headings in `root`, in document order, e.g. [1, 2, 3, 3, 2]. A page is in order when
 * it starts at 1, has one h1 and never skips a level going down (screen readers navigate by them).
 */
export function headingLevels(root: ParentNode): number[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

export function expectHeadingsInOrder(root: ParentNode): void {
  const levels = headingLevels(root);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect([index, level - levels[index - 1] <= 1]).toEqual([index, true]);
  });
}
