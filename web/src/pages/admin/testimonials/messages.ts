import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminTestimonialsMessages = defineMessages<{
  title: NoMessageValues;
  filterLabel: NoMessageValues;
  filterAll: NoMessageValues;
  filterPending: NoMessageValues;
  filterApproved: NoMessageValues;
  refresh: NoMessageValues;
  listLabel: NoMessageValues;
  columnName: NoMessageValues;
  columnCourse: NoMessageValues;
  columnRating: NoMessageValues;
  columnContent: NoMessageValues;
  columnDate: NoMessageValues;
  columnStatus: NoMessageValues;
  statusApproved: NoMessageValues;
  statusPending: NoMessageValues;
  rating: { rating: number };
  noCourse: NoMessageValues;
  approve: NoMessageValues;
  hide: NoMessageValues;
  delete: NoMessageValues;
  deleteTitle: { name: string };
  deleteText: NoMessageValues;
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  shownCount: { shown: number; total: number };
  approved: NoMessageValues;
  hidden: NoMessageValues;
  deleted: NoMessageValues;
}>({
  title: { id: 'admin.testimonials.title', description: 'Admin reviews view and dashboard panel: heading, browser tab title, nav entry' },
  filterLabel: { id: 'admin.testimonials.filter.label', description: 'Admin reviews: accessible name of the filter tabs' },
  filterAll: { id: 'admin.testimonials.filter.all', description: 'Admin reviews: filter tab showing every review' },
  filterPending: {
    id: 'admin.testimonials.filter.pending',
    description: 'Admin reviews: filter tab showing reviews waiting for approval (hidden)',
  },
  filterApproved: { id: 'admin.testimonials.filter.approved', description: 'Admin reviews: filter tab showing approved (public) reviews' },
  refresh: { id: 'admin.testimonials.refresh', description: 'Admin reviews: button that loads the list again' },
  listLabel: { id: 'admin.testimonials.listLabel', description: 'Admin reviews: accessible name of the table' },
  columnName: { id: 'admin.testimonials.column.name', description: "Admin reviews table: column of the reviewer's name and e-mail" },
  columnCourse: { id: 'admin.testimonials.column.course', description: 'Admin reviews table: column of the reviewed course' },
  columnRating: { id: 'admin.testimonials.column.rating', description: 'Admin reviews table: column of the stars' },
  columnContent: { id: 'admin.testimonials.column.content', description: 'Admin reviews table: column of the review text' },
  columnDate: { id: 'admin.testimonials.column.date', description: 'Admin reviews table: column of the date written' },
  columnStatus: { id: 'admin.testimonials.column.status', description: 'Admin reviews table: column approved or pending' },
  statusApproved: { id: 'admin.testimonials.status.approved', description: 'Admin reviews: badge of a review the public sees' },
  statusPending: { id: 'admin.testimonials.status.pending', description: 'Admin reviews: badge of a hidden review (waiting for approval)' },
  rating: { id: 'admin.testimonials.rating', description: 'Admin reviews: the stars as text' },
  noCourse: { id: 'admin.testimonials.noCourse', description: 'Admin reviews: course cell of a review without (an existing) course' },
  approve: { id: 'admin.testimonials.action.approve', description: 'Admin reviews: button that makes a review public' },
  hide: { id: 'admin.testimonials.action.hide', description: 'Admin reviews: button that hides a public review' },
  delete: { id: 'admin.testimonials.action.delete', description: 'Admin reviews: button (and confirmation button) that deletes a review' },
  deleteTitle: { id: 'admin.testimonials.delete.title', description: 'Admin reviews: title of the delete confirmation dialog' },
  deleteText: { id: 'admin.testimonials.delete.text', description: 'Admin reviews: text of the delete confirmation dialog' },
  empty: { id: 'admin.testimonials.empty', description: 'Admin reviews: empty list (docs/SPEC.md §8 wording)' },
  loadFailed: { id: 'admin.testimonials.loadFailed', description: 'Admin reviews: the list could not be loaded (a retry button follows)' },
  shownCount: { id: 'admin.testimonials.shownCount', description: 'Admin reviews: how many of how many are shown' },
  approved: { id: 'admin.testimonials.toast.approved', description: 'Admin reviews: success toast after approving' },
  hidden: { id: 'admin.testimonials.toast.hidden', description: 'Admin reviews: success toast after hiding' },
  deleted: { id: 'admin.testimonials.toast.deleted', description: 'Admin reviews: success toast after deleting' },
});
