import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';

/** The admin view of the courses (docs/SPEC.md §2 admin area, Courses): the page, its table and its toasts. */
export const adminCoursesMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  newCourse: NoMessageValues;
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  listLabel: NoMessageValues;
  count: { count: number };
  columnId: NoMessageValues;
  columnTitle: NoMessageValues;
  columnLevel: NoMessageValues;
  columnAgeGroup: NoMessageValues;
  columnSlots: NoMessageValues;
  columnPrice: NoMessageValues;
  columnStatus: NoMessageValues;
  columnActions: NoMessageValues;
  slots: { available: number; total: number };
  active: NoMessageValues;
  inactive: NoMessageValues;
  ended: NoMessageValues;
  edit: NoMessageValues;
  editNamed: { title: string };
  duplicate: NoMessageValues;
  duplicateNamed: { title: string };
  delete: NoMessageValues;
  deleteNamed: { title: string };
  loadMore: NoMessageValues;
  empty: NoMessageValues;
  emptySearch: { search: string };
  loadFailed: NoMessageValues;
  switchFailed: NoMessageValues;
  created: { title: string };
  updated: NoMessageValues;
  duplicated: { title: string };
  deleted: NoMessageValues;
  deactivated: { title: string };
}>({
  title: { id: 'admin.courses.title', description: 'Admin courses view: heading and browser tab title' },
  intro: { id: 'admin.courses.intro', description: 'Admin courses view: one line under the heading' },
  newCourse: { id: 'admin.courses.new', description: 'Admin courses view: button that opens the create dialog' },
  searchLabel: { id: 'admin.courses.search.label', description: 'Admin courses view: label of the search field' },
  searchPlaceholder: {
    id: 'admin.courses.search.placeholder',
    description: 'Admin courses view: placeholder of the search field (what it searches)',
  },
  listLabel: { id: 'admin.courses.list.label', description: 'Admin courses view: accessible name of the scrollable table box' },
  count: { id: 'admin.courses.count', description: 'Admin courses view: number of courses found (all pages)' },
  columnId: { id: 'admin.courses.column.id', description: 'Admin course table column: the numeric id' },
  columnTitle: { id: 'admin.courses.column.title', description: 'Admin course table column: course title' },
  columnLevel: { id: 'admin.courses.column.level', description: 'Admin course table column: skill level' },
  columnAgeGroup: { id: 'admin.courses.column.ageGroup', description: 'Admin course table column: age group' },
  columnSlots: { id: 'admin.courses.column.slots', description: 'Admin course table column: free and total places ("8 / 10")' },
  columnPrice: { id: 'admin.courses.column.price', description: 'Admin course table column: price per participant' },
  columnStatus: { id: 'admin.courses.column.status', description: 'Admin course table column: active switch and status badge' },
  columnActions: { id: 'admin.courses.column.actions', description: 'Admin course table column: edit, duplicate, delete buttons' },
  slots: { id: 'admin.courses.slots', description: 'Admin course table: accessible text of "8 / 10" (free of total places)' },
  active: { id: 'admin.courses.status.active', description: 'Admin course table: status badge of a course on offer' },
  inactive: { id: 'admin.courses.status.inactive', description: 'Admin course table: status badge of a course hidden from visitors' },
  ended: {
    id: 'admin.courses.status.ended',
    description: 'Admin course table: status badge of a course whose last day is past (it can no longer be cancelled)',
  },
  edit: { id: 'admin.courses.action.edit', description: 'Admin course table row: edit button (visible text)' },
  editNamed: {
    id: 'admin.courses.action.editNamed',
    description: 'Admin course table row: accessible name of the edit button; {title} is the course',
  },
  duplicate: { id: 'admin.courses.action.duplicate', description: 'Admin course table row: duplicate button (visible text)' },
  duplicateNamed: {
    id: 'admin.courses.action.duplicateNamed',
    description: 'Admin course table row: accessible name of the duplicate button',
  },
  delete: { id: 'admin.courses.action.delete', description: 'Admin course table row: delete button (visible text)' },
  deleteNamed: { id: 'admin.courses.action.deleteNamed', description: 'Admin course table row: accessible name of the delete button' },
  loadMore: { id: 'admin.courses.loadMore', description: 'Admin course table: button that loads the next page' },
  empty: { id: 'admin.courses.empty', description: 'Admin course table: there is no course at all (docs/SPEC.md §8 "No courses found")' },
  emptySearch: { id: 'admin.courses.emptySearch', description: 'Admin course table: no course matches the search {search}' },
  loadFailed: { id: 'admin.courses.loadFailed', description: 'Admin course table: the list failed to load; a retry button follows' },
  switchFailed: {
    id: 'admin.courses.switchFailed',
    description: 'Toast: the active switch could not be saved (no connection, server fault) and was set back',
  },
  created: { id: 'admin.courses.created', description: 'Toast after creating a course; {title} is its title' },
  updated: { id: 'admin.courses.updated', description: 'Toast after saving a course (docs/SPEC.md §8 "Successfully updated")' },
  duplicated: {
    id: 'admin.courses.duplicated',
    description: "Toast after duplicating a course; {title} is the copy's title; the copy starts inactive",
  },
  deleted: { id: 'admin.courses.deleted', description: 'Toast after deleting a course (docs/SPEC.md §8 "Successfully deleted")' },
  deactivated: {
    id: 'admin.courses.deactivated',
    description: 'Toast after "Deactivate instead" in the delete dialog; {title} is the course',
  },
});

/** The small dialogs: delete (with "deactivate instead") and duplicate. */
export const courseDialogMessages = defineMessages<{
  cancel: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteText: { title: string };
  deleteConfirm: NoMessageValues;
  deleting: NoMessageValues;
  deleteFailed: NoMessageValues;
  deactivateInstead: NoMessageValues;
  deactivating: NoMessageValues;
  duplicateTitle: NoMessageValues;
  duplicateText: { title: string };
  duplicateConfirm: NoMessageValues;
  duplicating: NoMessageValues;
  duplicateFailed: NoMessageValues;
}>({
  cancel: { id: 'admin.courses.dialog.cancel', description: 'Course dialogs: button that closes without doing anything' },
  deleteTitle: { id: 'admin.courses.delete.title', description: 'Delete dialog: heading' },
  deleteText: { id: 'admin.courses.delete.text', description: 'Delete dialog: what happens; {title} is the course' },
  deleteConfirm: { id: 'admin.courses.delete.confirm', description: 'Delete dialog: the button that deletes' },
  deleting: { id: 'admin.courses.delete.deleting', description: 'Delete dialog: the delete button while deleting' },
  deleteFailed: {
    id: 'admin.courses.delete.failed',
    description: 'Delete dialog: the request failed altogether (no connection, server fault); docs/SPEC.md §8 general error',
  },
  deactivateInstead: {
    id: 'admin.courses.delete.deactivateInstead',
    description: 'Delete dialog, after the refusal COURSE_HAS_ORDERS: button that takes the course off offer instead',
  },
  deactivating: { id: 'admin.courses.delete.deactivating', description: 'Delete dialog: the deactivate button while saving' },
  duplicateTitle: { id: 'admin.courses.duplicate.title', description: 'Duplicate dialog: heading' },
  duplicateText: {
    id: 'admin.courses.duplicate.text',
    description: 'Duplicate dialog: what the copy will be like; {title} is the original',
  },
  duplicateConfirm: { id: 'admin.courses.duplicate.confirm', description: 'Duplicate dialog: the button that makes the copy' },
  duplicating: { id: 'admin.courses.duplicate.duplicating', description: 'Duplicate dialog: the button while copying' },
  duplicateFailed: {
    id: 'admin.courses.duplicate.failed',
    description: 'Duplicate dialog: the request failed altogether (no connection, server fault)',
  },
});

/** The create/edit dialog: tabs, fields, buttons and its messages (docs/SPEC.md §5 course form, §8 errors). */
export const courseFormMessages = defineMessages<{
  createTitle: NoMessageValues;
  editTitle: { title: string };
  tabsLabel: NoMessageValues;
  tabBasic: NoMessageValues;
  tabSchedule: NoMessageValues;
  tabCapacity: NoMessageValues;
  tabAdditional: NoMessageValues;
  tabHistory: NoMessageValues;
  tabInvalid: NoMessageValues;
  courseType: NoMessageValues;
  level: NoMessageValues;
  ageGroup: NoMessageValues;
  choose: NoMessageValues;
  startDate: NoMessageValues;
  endDate: NoMessageValues;
  schedulePlaceholder: NoMessageValues;
  timePlaceholder: NoMessageValues;
  durationPlaceholder: NoMessageValues;
  totalSlots: NoMessageValues;
  minParticipants: NoMessageValues;
  minParticipantsHint: NoMessageValues;
  availableSlots: NoMessageValues;
  freePlaces: { available: number; total: number; taken: number };
  price: NoMessageValues;
  priceHint: NoMessageValues;
  isActive: NoMessageValues;
  isActiveHint: NoMessageValues;
  create: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  createError: NoMessageValues;
  updateError: NoMessageValues;
  unknownError: NoMessageValues;
  checkFields: NoMessageValues;
  sendFailed: NoMessageValues;
  priceFormat: NoMessageValues;
  priceDecimals: NoMessageValues;
  loadFailed: NoMessageValues;
  notFound: NoMessageValues;
}>({
  createTitle: { id: 'admin.courses.form.createTitle', description: 'Course dialog heading when creating' },
  editTitle: { id: 'admin.courses.form.editTitle', description: 'Course dialog heading when editing; {title} is the course as stored' },
  tabsLabel: { id: 'admin.courses.form.tabs', description: 'Course dialog: accessible name of the tab list' },
  tabBasic: {
    id: 'admin.courses.tab.basic',
    description: 'Course dialog tab 1 (docs/SPEC.md §2 "basic information"): title, description, type, level, age group',
  },
  tabSchedule: {
    id: 'admin.courses.tab.schedule',
    description: 'Course dialog tab 2 (docs/SPEC.md §2 "schedule"): dates, weekdays, time, duration',
  },
  tabCapacity: { id: 'admin.courses.tab.capacity', description: 'Course dialog tab 3 (docs/SPEC.md §2 "capacity"): places, price, active' },
  tabAdditional: {
    id: 'admin.courses.tab.additional',
    description: 'Course dialog tab 4 (docs/SPEC.md §2 "additional"): location, notes, requirements, cancellation',
  },
  tabHistory: { id: 'admin.courses.tab.history', description: 'Course dialog tab 5 when editing: who changed the course when, and how' },
  tabInvalid: {
    id: 'admin.courses.tab.invalid',
    description: 'Course dialog: hidden suffix of a tab whose fields have errors (screen readers)',
  },
  courseType: {
    id: 'admin.courses.field.courseType',
    description: 'Course form field label: kind of course (children, adults, advanced, lifesaving)',
  },
  level: { id: 'admin.courses.field.level', description: 'Course form field label: skill level' },
  ageGroup: { id: 'admin.courses.field.ageGroup', description: 'Course form field label: age group' },
  choose: { id: 'admin.courses.field.choose', description: 'Course form: the empty first option of a choice' },
  startDate: { id: 'admin.courses.field.startDate', description: 'Course form field label: first session' },
  endDate: { id: 'admin.courses.field.endDate', description: 'Course form field label: last session' },
  schedulePlaceholder: { id: 'admin.courses.field.schedule.placeholder', description: 'Course form: example in the empty weekdays field' },
  timePlaceholder: {
    id: 'admin.courses.field.time.placeholder',
    description: 'Course form: example in the empty time field (docs/SPEC.md §5: like 12:15-13:00)',
  },
  durationPlaceholder: {
    id: 'admin.courses.field.duration.placeholder',
    description: 'Course form: example in the empty duration field (docs/SPEC.md §5: like 4 units of 45 minutes)',
  },
  totalSlots: { id: 'admin.courses.field.totalSlots', description: 'Course form field label: all places of the course' },
  minParticipants: {
    id: 'admin.courses.field.minParticipants',
    description: 'Course form field label: fewest participants the course runs with',
  },
  minParticipantsHint: {
    id: 'admin.courses.field.minParticipantsHint',
    description: 'Course form: hint under the minimum participants field',
  },
  availableSlots: { id: 'admin.courses.field.availableSlots', description: 'Course form field label (create only): free places' },
  freePlaces: {
    id: 'admin.courses.field.freePlaces',
    description: 'Course form when editing: the free places now; they follow the total, booked or held places ({taken}) stay taken',
  },
  price: { id: 'admin.courses.field.price', description: 'Course form field label: price per participant in euros' },
  priceHint: { id: 'admin.courses.field.price.hint', description: 'Course form: how to write the price' },
  isActive: { id: 'admin.courses.field.isActive', description: 'Course form checkbox label: the course is on offer' },
  isActiveHint: { id: 'admin.courses.field.isActive.hint', description: 'Course form: what the active checkbox does' },
  create: { id: 'admin.courses.form.create', description: 'Course dialog: submit button when creating' },
  save: { id: 'admin.courses.form.save', description: 'Course dialog: submit button when editing' },
  saving: { id: 'admin.courses.form.saving', description: 'Course dialog: submit button while saving' },
  createError: {
    id: 'admin.courses.form.createError',
    description: 'Course dialog alert title (docs/SPEC.md §8 "Error creating course"); the reason follows',
  },
  updateError: {
    id: 'admin.courses.form.updateError',
    description: 'Course dialog alert title (docs/SPEC.md §8 "Error updating course"); the reason follows',
  },
  unknownError: {
    id: 'admin.courses.form.unknownError',
    description: 'Course dialog alert: reason when the server gave none (docs/SPEC.md §8 "Unknown error")',
  },
  checkFields: {
    id: 'admin.courses.form.checkFields',
    description: 'Course dialog alert: reason when fields were refused (marked on their tabs)',
  },
  sendFailed: {
    id: 'admin.courses.form.sendFailed',
    description: 'Course dialog alert: the request failed altogether (no connection, server fault)',
  },
  priceFormat: { id: 'admin.courses.form.priceFormat', description: 'Course form price field error: not an amount in euros' },
  priceDecimals: {
    id: 'admin.courses.form.priceDecimals',
    description: 'Course form price field error: more than two decimal places (cents)',
  },
  loadFailed: { id: 'admin.courses.form.loadFailed', description: 'Edit dialog: the course could not be loaded; a retry button follows' },
  notFound: { id: 'admin.courses.form.notFound', description: 'Edit dialog: the course no longer exists (deleted meanwhile)' },
});

/** The edit dialog's history tab: the course's audit trail (who, when, what changed). */
export const courseHistoryMessages = defineMessages<{
  empty: NoMessageValues;
  action: { action: string };
  unknownActor: NoMessageValues;
  copyOf: { id: string };
  allValues: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  none: NoMessageValues;
  changesLabel: NoMessageValues;
}>({
  empty: { id: 'admin.courses.history.empty', description: 'History tab: nothing recorded yet' },
  action: { id: 'admin.courses.history.action', description: 'History tab: what was done (an AuditAction); unknown actions show as named' },
  unknownActor: {
    id: 'admin.courses.history.unknownActor',
    description: 'History tab: the admin account that made the change no longer exists',
  },
  copyOf: { id: 'admin.courses.history.copyOf', description: 'History tab: a copy was made of the course with the id {id}' },
  allValues: { id: 'admin.courses.history.allValues', description: 'History tab: a creation records all values (shown below)' },
  yes: { id: 'admin.courses.history.yes', description: 'History tab: a true value (active)' },
  no: { id: 'admin.courses.history.no', description: 'History tab: a false value (inactive)' },
  none: { id: 'admin.courses.history.none', description: 'History tab: an empty value' },
  changesLabel: {
    id: 'admin.courses.history.changesLabel',
    description: 'History tab: accessible name of the list of changed fields (before → after)',
  },
});

/** Cancelling a course with refunds. */
export const cancelCourseMessages = defineMessages<{
  action: NoMessageValues;
  actionNamed: { title: string };
  cancelled: NoMessageValues;
  title: NoMessageValues;
  text: { title: string };
  reason: NoMessageValues;
  reasonPlaceholder: NoMessageValues;
  reasonKind: NoMessageValues;
  reasonTooFew: NoMessageValues;
  reasonPoolClosed: NoMessageValues;
  reasonTrainerIll: NoMessageValues;
  reasonOther: NoMessageValues;
  reasonOtherText: NoMessageValues;
  reasonOtherMissing: NoMessageValues;
  confirm: NoMessageValues;
  cancelling: NoMessageValues;
  done: { orders: number; refunds: number };
}>({
  reasonKind: {
    id: 'admin.courses.cancelCourse.reasonKind',
    description: 'Cancel course dialog: legend of the reason the customers read in their mail (in their language)',
  },
  reasonTooFew: { id: 'admin.courses.cancelCourse.reasonTooFew', description: 'Cancel course dialog: reason choice, too few participants' },
  reasonPoolClosed: {
    id: 'admin.courses.cancelCourse.reasonPoolClosed',
    description: 'Cancel course dialog: reason choice, the pool is closed',
  },
  reasonTrainerIll: {
    id: 'admin.courses.cancelCourse.reasonTrainerIll',
    description: 'Cancel course dialog: reason choice, the trainer is ill',
  },
  reasonOther: {
    id: 'admin.courses.cancelCourse.reasonOther',
    description: 'Cancel course dialog: reason choice, another reason staff write',
  },
  reasonOtherText: {
    id: 'admin.courses.cancelCourse.reasonOtherText',
    description: 'Cancel course dialog: label of the text field of another reason: the customers read it as written',
  },
  reasonOtherMissing: {
    id: 'admin.courses.cancelCourse.reasonOtherMissing',
    description: 'Cancel course dialog: another reason was chosen but not written',
  },
  action: { id: 'admin.courses.cancelCourse.action', description: 'Course list: row button that cancels the course' },
  actionNamed: {
    id: 'admin.courses.cancelCourse.actionNamed',
    description: 'Course list: accessible name of the cancel button, naming the course {title}',
  },
  cancelled: { id: 'admin.courses.cancelCourse.cancelled', description: 'Course list: status badge of a cancelled course' },
  title: { id: 'admin.courses.cancelCourse.title', description: 'Cancel course dialog: heading' },
  text: { id: 'admin.courses.cancelCourse.text', description: 'Cancel course dialog: what cancelling {title} does' },
  reason: { id: 'admin.courses.cancelCourse.reason', description: 'Cancel course dialog: label of the optional reason' },
  reasonPlaceholder: { id: 'admin.courses.cancelCourse.reasonPlaceholder', description: 'Cancel course dialog: example reason' },
  confirm: { id: 'admin.courses.cancelCourse.confirm', description: 'Cancel course dialog: confirm button' },
  cancelling: { id: 'admin.courses.cancelCourse.cancelling', description: 'Cancel course dialog: confirm button while the server works' },
  done: {
    id: 'admin.courses.cancelCourse.done',
    description: 'Toast after cancelling: {orders} orders cancelled, {refunds} refunds recorded',
  },
});

/** Which trainer accounts teach the course (a tab of the edit dialog). */
export const courseTrainerMessages = defineMessages<{
  tab: NoMessageValues;
  intro: NoMessageValues;
  none: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  failed: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  tab: { id: 'admin.courses.trainers.tab', description: 'Course dialog tab when editing: the trainers teaching the course' },
  intro: { id: 'admin.courses.trainers.intro', description: 'Course dialog, trainers tab: what choosing a trainer does' },
  none: { id: 'admin.courses.trainers.none', description: 'Course dialog, trainers tab: there is no trainer account yet' },
  save: { id: 'admin.courses.trainers.save', description: 'Course dialog, trainers tab: button saving the choice' },
  saving: { id: 'admin.courses.trainers.saving', description: 'Course dialog, trainers tab: the button while saving' },
  saved: { id: 'admin.courses.trainers.saved', description: 'Course dialog, trainers tab: the choice was saved' },
  failed: { id: 'admin.courses.trainers.failed', description: 'Course dialog, trainers tab: saving failed without an answer' },
  loadFailed: {
    id: 'admin.courses.trainers.loadFailed',
    description: 'Course dialog, trainers tab: the list could not be loaded (the other tabs keep their values)',
  },
});

/** The form's label of a course text (declared with its German and English text in api/src/validation/course-fields.ts). */
export const courseTextLabel = (name: string): MessageDescriptor => ({ id: `admin.courses.field.${name}` });

/** The hint under a course text's input, for a text that declares one. */
export const courseTextHint = (name: string): MessageDescriptor => ({ id: `admin.courses.field.${name}.hint` });
