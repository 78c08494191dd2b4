import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppSettings } from '../../app-settings.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { inviteCustomers } from '../review-invitations/review-invitation.service.js';
import { readFollowUpSettings } from './follow-up-settings.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far back a run looks beyond the setting's day: a run missed (all instances down) is caught up within two weeks,
 * while switching the feature on does not mail the customers of every course that ever ended (staff's button does that).
 */
export const INVITATION_CATCH_UP_DAYS = 14;

/** The courses a run at `now` invites for: last day at least `daysAfter` days ago (Gersthofen), at most two weeks more. */
export function invitationWindow(now: Date, daysAfter: number): { endedFrom: string; endedBefore: string } {
  return {
    endedFrom: todayInGersthofen(new Date(now.getTime() - (daysAfter + INVITATION_CATCH_UP_DAYS) * DAY_MS)),
    // Last day before this day means: ended at least `daysAfter` days ago.
    endedBefore: todayInGersthofen(new Date(now.getTime() - (daysAfter - 1) * DAY_MS)),
  };
}

/**
 * The review invitation staff send by hand goes out on its own, `reviewInvitationDaysAfter` days after a
 * course's last day, unless switched off. The same invitation and rule as the button (review-invitation.service.ts):
 * once per address and course, ever, whoever sends first. One transaction for the run.
 */
export async function sendAutomaticReviewInvitations(
  rootEm: EntityManager,
  appSettings: AppSettings,
  now: Date,
): Promise<{ sent: number }> {
  const settings = await readFollowUpSettings(rootEm.fork());
  if (!settings.reviewInvitationsEnabled) return { sent: 0 };
  const window = invitationWindow(now, settings.reviewInvitationDaysAfter);
  const sent = await rootEm.fork().transactional((em) =>
    inviteCustomers(em, window, (courseId, candidate) => {
      const origin = candidate.siteOrigin ?? appSettings.publicUrl;
      return origin ? `${origin}/review?${new URLSearchParams({ courseId: String(courseId) })}` : null;
    }),
  );
  return { sent: sent.length };
}
