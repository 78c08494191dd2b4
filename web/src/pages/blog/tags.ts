/** docs/SPEC.md §9: a card shows at most three tags, then "+N" for the rest. */
export const CARD_TAG_LIMIT = 3;

export function splitTags(tags: readonly string[], limit = CARD_TAG_LIMIT): { shown: string[]; hidden: number } {
  const clean = tags.map((tag) => tag.trim()).filter(Boolean);
  return { shown: clean.slice(0, limit), hidden: Math.max(0, clean.length - limit) };
}

/** docs/SPEC.md §2/§9: the first post is shown large only when more than three are shown and no category is chosen. */
export function showsFeaturedPost(postCount: number, category: string | null): boolean {
  return postCount > 3 && !category;
}
