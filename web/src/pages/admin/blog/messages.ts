import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the admins' blog view (docs/SPEC.md §2 Admin area: Blog; §8 blog toasts and errors). */
export const adminBlogMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  newPost: NoMessageValues;
  tabsLabel: NoMessageValues;
  tabAll: NoMessageValues;
  tabPublished: NoMessageValues;
  tabDrafts: NoMessageValues;
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  listLabel: NoMessageValues;
  columnTitle: NoMessageValues;
  columnStatus: NoMessageValues;
  columnDate: NoMessageValues;
  statusPublished: NoMessageValues;
  statusDraft: NoMessageValues;
  publishedOn: { date: string };
  createdOn: { date: string };
  publishSwitch: { title: string };
  shownCount: { shown: number; total: number };
  empty: NoMessageValues;
  emptyFiltered: NoMessageValues;
  loadFailed: NoMessageValues;
  actionsFor: { title: string };
  edit: NoMessageValues;
  publish: NoMessageValues;
  unpublish: NoMessageValues;
  delete: NoMessageValues;
  created: NoMessageValues;
  updated: NoMessageValues;
  deleted: NoMessageValues;
  published: NoMessageValues;
  unpublished: NoMessageValues;
  createFailed: NoMessageValues;
  updateFailed: NoMessageValues;
  deleteFailed: NoMessageValues;
  publishFailed: NoMessageValues;
  submitFailed: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteText: { title: string };
  deleteConfirm: NoMessageValues;
  createTitle: NoMessageValues;
  editTitle: NoMessageValues;
  fieldTitle: NoMessageValues;
  fieldSlug: NoMessageValues;
  slugHint: NoMessageValues;
  fieldSummary: NoMessageValues;
  fieldContent: NoMessageValues;
  fieldCategory: NoMessageValues;
  fieldTags: NoMessageValues;
  tagsHint: NoMessageValues;
  fieldImageUrl: NoMessageValues;
  publishImmediately: NoMessageValues;
  fieldPublished: NoMessageValues;
  requiredFields: NoMessageValues;
  cancel: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
}>({
  title: { id: 'admin.blog.title', description: 'Admin blog view: heading and browser tab title' },
  intro: { id: 'admin.blog.intro', description: 'Admin blog view: text under the heading' },
  newPost: { id: 'admin.blog.newPost', description: 'Admin blog view: button that opens the dialog for a new post' },
  tabsLabel: { id: 'admin.blog.tabs', description: 'Admin blog view: accessible name of the tab list All / Published / Drafts' },
  tabAll: { id: 'admin.blog.tab.all', description: 'Admin blog view tab: all posts' },
  tabPublished: { id: 'admin.blog.tab.published', description: 'Admin blog view tab: published posts only' },
  tabDrafts: { id: 'admin.blog.tab.drafts', description: 'Admin blog view tab: drafts only' },
  searchLabel: { id: 'admin.blog.search', description: 'Admin blog view: label of the search field' },
  searchPlaceholder: { id: 'admin.blog.searchPlaceholder', description: 'Admin blog view: placeholder of the search field' },
  listLabel: { id: 'admin.blog.list', description: 'Admin blog view: accessible name of the table of posts' },
  columnTitle: { id: 'admin.blog.column.title', description: 'Admin blog table column: title with category and tags' },
  columnStatus: { id: 'admin.blog.column.status', description: 'Admin blog table column: published or draft' },
  columnDate: { id: 'admin.blog.column.date', description: 'Admin blog table column: publication date (drafts: creation date)' },
  statusPublished: { id: 'admin.blog.status.published', description: 'Admin blog table: badge of a published post' },
  statusDraft: { id: 'admin.blog.status.draft', description: 'Admin blog table: badge of a draft' },
  publishedOn: { id: 'admin.blog.publishedOn', description: 'Admin blog table date cell of a published post; {date} German date' },
  createdOn: { id: 'admin.blog.createdOn', description: 'Admin blog table date cell of a draft (its creation date); {date} German date' },
  publishSwitch: {
    id: 'admin.blog.publishSwitch',
    description: "Admin blog table: accessible name of a post's publish switch; {title} the post's title",
  },
  shownCount: { id: 'admin.blog.shownCount', description: 'Admin blog table footer: how many posts are shown of how many' },
  empty: { id: 'admin.blog.empty', description: 'Admin blog view: no posts (docs/SPEC.md §8 "Keine Blog-Posts gefunden")' },
  emptyFiltered: {
    id: 'admin.blog.emptyFiltered',
    description: 'Admin blog view: hint under the empty state when a tab or search limits the list',
  },
  loadFailed: { id: 'admin.blog.loadFailed', description: 'Admin blog view: the posts could not be loaded (with a retry button)' },
  actionsFor: {
    id: 'admin.blog.actionsFor',
    description: "Admin blog table: accessible name of a row's action menu; {title} the post's title",
  },
  edit: { id: 'admin.blog.action.edit', description: 'Admin blog row action: edit the post' },
  publish: { id: 'admin.blog.action.publish', description: 'Admin blog row action: publish the post' },
  unpublish: { id: 'admin.blog.action.unpublish', description: 'Admin blog row action: make the post a draft again' },
  delete: { id: 'admin.blog.action.delete', description: 'Admin blog row action: delete the post' },
  created: { id: 'admin.blog.toast.created', description: 'Toast after a post was created (docs/SPEC.md §8)' },
  updated: { id: 'admin.blog.toast.updated', description: 'Toast after a post was saved (docs/SPEC.md §8)' },
  deleted: { id: 'admin.blog.toast.deleted', description: 'Toast after a post was deleted (docs/SPEC.md §8)' },
  published: { id: 'admin.blog.toast.published', description: 'Toast after a post was published (docs/SPEC.md §8 "Veröffentlicht")' },
  unpublished: {
    id: 'admin.blog.toast.unpublished',
    description: 'Toast after a post was made a draft (docs/SPEC.md §8 "Als Entwurf gespeichert")',
  },
  createFailed: {
    id: 'admin.blog.error.create',
    description: "Error toast when creating a post failed (docs/SPEC.md §8); the server's reason may follow",
  },
  updateFailed: { id: 'admin.blog.error.update', description: 'Error toast when saving a post failed (docs/SPEC.md §8)' },
  deleteFailed: { id: 'admin.blog.error.delete', description: 'Error toast when deleting a post failed (docs/SPEC.md §8)' },
  publishFailed: { id: 'admin.blog.error.publish', description: 'Error toast when publishing or unpublishing failed (docs/SPEC.md §8)' },
  submitFailed: { id: 'admin.blog.error.submit', description: 'Above the blog form when sending it failed altogether (docs/SPEC.md §8)' },
  deleteTitle: { id: 'admin.blog.delete.title', description: 'Delete confirmation dialog: heading' },
  deleteText: {
    id: 'admin.blog.delete.text',
    description: "Delete confirmation dialog: question; {title} the post's title (docs/SPEC.md §8: cannot be undone)",
  },
  deleteConfirm: { id: 'admin.blog.delete.confirm', description: 'Delete confirmation dialog: button that deletes' },
  createTitle: { id: 'admin.blog.form.createTitle', description: 'Blog form dialog heading: new post' },
  editTitle: { id: 'admin.blog.form.editTitle', description: 'Blog form dialog heading: editing a post' },
  fieldTitle: { id: 'admin.blog.form.title', description: 'Blog form field: title' },
  fieldSlug: { id: 'admin.blog.form.slug', description: 'Blog form field: slug (URL name)' },
  slugHint: { id: 'admin.blog.form.slugHint', description: 'Blog form: hint under the slug field' },
  fieldSummary: { id: 'admin.blog.form.summary', description: 'Blog form field: summary' },
  fieldContent: { id: 'admin.blog.form.content', description: 'Blog form field: content (Markdown)' },
  fieldCategory: { id: 'admin.blog.form.category', description: 'Blog form field: category (optional)' },
  fieldTags: { id: 'admin.blog.form.tags', description: 'Blog form field: tags, comma separated (optional)' },
  tagsHint: { id: 'admin.blog.form.tagsHint', description: 'Blog form: hint under the tags field' },
  fieldImageUrl: { id: 'admin.blog.form.imageUrl', description: 'Blog form field: image address (optional)' },
  publishImmediately: { id: 'admin.blog.form.publishImmediately', description: 'Blog form checkbox on create: publish at once' },
  fieldPublished: { id: 'admin.blog.form.published', description: 'Blog form checkbox on edit: published' },
  requiredFields: {
    id: 'admin.blog.form.requiredFields',
    description: 'Blog form: shown when title, slug, content or summary is missing on sending (docs/SPEC.md §5)',
  },
  cancel: { id: 'admin.blog.form.cancel', description: 'Blog form: button that closes the dialog without saving' },
  save: { id: 'admin.blog.form.save', description: 'Blog form: save button' },
  saving: { id: 'admin.blog.form.saving', description: 'Blog form: save button while saving' },
});
