import type { RequestContext } from '../../context/request-context.js';
import { teaches } from './training.repository.js';

/** A trainer asked for a course they do not teach (or a role without the trainer's view): refused as a whole. */
export class TrainerAccessRefused extends Error {
  constructor() {
    super('Not one of your courses');
  }
}

/**
 * Admins may see and mark every course; a trainer only the courses assigned to them;
 * anyone else nothing. Throws TrainerAccessRefused otherwise (a course that does not exist reads as not theirs).
 */
export async function assertMayTeach(ctx: RequestContext, courseId: number): Promise<void> {
  const user = ctx.user;
  if (user?.role === 'admin') return;
  if (user?.role === 'trainer' && Number.isSafeInteger(courseId) && (await teaches(ctx.em, user.id, courseId))) return;
  throw new TrainerAccessRefused();
}

/** Whose courses a list shows: null for every course (admins), else the trainer's id; refused for anyone else. */
export function teacherScope(ctx: RequestContext): number | null {
  const user = ctx.user;
  if (user?.role === 'admin') return null;
  if (user?.role === 'trainer') return user.id;
  throw new TrainerAccessRefused();
}
