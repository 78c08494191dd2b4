import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const blogMessages = defineMessages<{
  pageTitle: None;
  description: None;
  title: None;
  subtitle: None;
  categories: None;
  allCategories: None;
  listLabel: None;
  featured: None;
  loadMore: None;
  tags: None;
  moreTags: { count: number };
  moreTagsLabel: { count: number };
  published: { date: string };
  emptyCategoryTitle: None;
  emptyCategoryText: None;
  showAll: None;
  emptyTitle: None;
  emptyText: None;
  errorTitle: None;
  errorText: None;
}>({
  pageTitle: { id: 'blog.pageTitle', description: 'Browser tab title of the blog list' },
  description: {
    id: 'blog.seo.description',
    description: 'Search-result snippet (meta description) of the blog list, at most ~155 characters',
  },
  title: { id: 'blog.hero.title', description: 'Main heading of the blog list' },
  subtitle: { id: 'blog.hero.subtitle', description: 'Text below the blog heading' },
  categories: { id: 'blog.filter.label', description: 'Accessible name of the category filter buttons' },
  allCategories: { id: 'blog.filter.all', description: 'Category filter button showing posts of every category' },
  listLabel: { id: 'blog.list.label', description: 'Accessible name of the list of blog posts' },
  featured: { id: 'blog.list.featured', description: 'Badge on the large first post of the list' },
  loadMore: { id: 'blog.list.loadMore', description: 'Button loading the next page of blog posts' },
  tags: { id: 'blog.card.tags', description: "Accessible name of a post's list of tags" },
  moreTags: { id: 'blog.card.moreTags', description: 'Visible "+N" after the first three tags of a card; {count} is N' },
  moreTagsLabel: { id: 'blog.card.moreTags.label', description: 'Spoken text of the "+N" tag badge; {count} is N' },
  published: { id: 'blog.card.published', description: 'Publication date of a post on its card; {date} is the date' },
  emptyCategoryTitle: { id: 'blog.empty.category.title', description: 'Heading when the chosen category has no posts (docs/SPEC.md §2)' },
  emptyCategoryText: { id: 'blog.empty.category.text', description: 'Suggestion when the chosen category has no posts' },
  showAll: { id: 'blog.empty.category.showAll', description: 'Button removing the category filter' },
  emptyTitle: { id: 'blog.empty.none.title', description: 'Heading when the blog has no published posts at all (docs/SPEC.md §2)' },
  emptyText: { id: 'blog.empty.none.text', description: 'Text when the blog has no published posts at all' },
  errorTitle: { id: 'blog.error.title', description: 'Heading when the blog posts failed to load (docs/SPEC.md §8)' },
  errorText: { id: 'blog.error.text', description: 'Text when the blog posts failed to load (docs/SPEC.md §8)' },
});
