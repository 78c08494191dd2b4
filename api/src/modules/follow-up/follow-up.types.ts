import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/scalars.js';
import { MutationPayload } from '../../graphql/mutation.js';
import { FOLLOW_UP_LIMITS } from '../../validation/follow-up-settings.schema.js';

export enum FollowUpJob {
  COURSE_REMINDERS = 'course_reminders',
  COURSE_REVIEW_INVITATIONS = 'course_review_invitations',
  COURSE_DATA_RETENTION = 'course_data_retention',
}
registerEnumType(FollowUpJob, {
  name: 'FollowUpJob',
  description: 'A recurring job around courses.',
  valuesConfig: {
    COURSE_REMINDERS: { description: 'Reminder mails before a course starts.' },
    COURSE_REVIEW_INVITATIONS: { description: 'Review invitations after a course ends.' },
    COURSE_DATA_RETENTION: { description: "Anonymising customers' and participants' data some months after a course ends." },
  },
});

const { reminderDaysBefore, reviewInvitationDaysAfter, dataRetentionMonths } = FOLLOW_UP_LIMITS;

@ObjectType({
  description:
    'Settings of the jobs around a course: reminders before it, review invitations after it, and how long its personal data are kept.',
})
export class FollowUpSettings {
  @Field({ description: 'Whether reminder mails go out before a course starts.' }) remindersEnabled: boolean;
  @Field(() => Int, { description: "Days before a course's first day that its confirmed, paid orders are reminded (default 3)." })
  reminderDaysBefore: number;
  @Field({ description: 'Whether review invitations go out on their own after a course ends.' }) reviewInvitationsEnabled: boolean;
  @Field(() => Int, { description: "Days after a course's last day that its customers are invited to review it." })
  reviewInvitationDaysAfter: number;
  @Field(() => Int, {
    description:
      "Months after a course's last day that its orders' customer and participant data are anonymised (default 6). Public: the privacy policy states it.",
  })
  dataRetentionMonths: number;
}

@InputType({ description: 'All follow-up settings at once.' })
export class UpdateFollowUpSettingsInput {
  @Field({ description: 'Reminders on or off.' }) remindersEnabled: boolean;
  @Field(() => Int, { description: `Days before the start: ${reminderDaysBefore.min} to ${reminderDaysBefore.max}.` })
  reminderDaysBefore: number;
  @Field({ description: 'Automatic review invitations on or off.' }) reviewInvitationsEnabled: boolean;
  @Field(() => Int, { description: `Days after the end: ${reviewInvitationDaysAfter.min} to ${reviewInvitationDaysAfter.max}.` })
  reviewInvitationDaysAfter: number;
  @Field(() => Int, { description: `Months data are kept after a course: ${dataRetentionMonths.min} to ${dataRetentionMonths.max}.` })
  dataRetentionMonths: number;
}

@ObjectType({ description: 'Result of `updateFollowUpSettings`.' })
export class UpdateFollowUpSettingsPayload extends MutationPayload {
  @Field(() => FollowUpSettings, { nullable: true, description: 'The saved settings; null when `errors` is not empty.' })
  followUpSettings: FollowUpSettings | null;
}

@ObjectType({ description: 'One number a job run reports (e.g. `sent`, `orders`); never names.' })
export class JobRunCount {
  @Field({ description: 'What was counted.' }) name: string;
  @Field(() => Int, { description: 'How many.' }) value: number;
}

@ObjectType({ description: 'One run of a job.' })
export class JobRunView {
  @Field(() => DateTimeISO, { description: 'When it started.' }) startedAt: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it ended; null while it runs.' }) finishedAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'How long it took, in milliseconds; null while it runs.' }) durationMs: number | null;
  @Field(() => Boolean, { nullable: true, description: 'True: finished; false: failed (`error`); null: running.' }) ok: boolean | null;
  @Field({ description: '`schedule` or `admin` (started by hand).' }) trigger: string;
  @Field(() => [JobRunCount], { description: 'What it did, as counts.' }) counts: JobRunCount[];
  @Field(() => String, { nullable: true, description: 'Why it failed.' }) error: string | null;
}

@ObjectType({ description: 'A recurring job with its schedule, its last run and its next.' })
export class ScheduledJob {
  @Field(() => FollowUpJob, { description: 'Which job.' }) job: FollowUpJob;
  @Field({ description: 'Its graphile-worker crontab schedule (UTC).' }) schedule: string;
  @Field({ description: 'Whether its setting lets it do anything (the data retention is always on).' }) enabled: boolean;
  @Field(() => JobRunView, { nullable: true, description: 'Its latest run; null when it never ran.' }) lastRun: JobRunView | null;
  @Field(() => DateTimeISO, { description: 'When it runs next on its own.' }) nextRunAt: Date;
}

@ObjectType({ description: 'A course whose orders still hold personal data, and when they will be anonymised. Counts only.' })
export class RetentionDueCourse {
  @Field(() => ID, { description: "The course's `id`." }) courseId: string;
  @Field(() => Int, { description: "The course's database id." }) courseDatabaseId: number;
  @Field({ description: "The course's title (German)." }) courseTitle: string;
  @Field({ description: 'Its last day, YYYY-MM-DD.' }) endDate: string;
  @Field({ description: 'The day the job anonymises its orders, YYYY-MM-DD (an order with a later course waits for that one).' })
  dueOn: string;
  @Field(() => Int, { description: 'Orders of it not anonymised yet.' }) orders: number;
  @Field(() => Int, { description: 'Their participants.' }) participants: number;
}

@InputType({ description: 'The job to run now.' })
export class RunFollowUpJobInput {
  @Field(() => FollowUpJob, { description: 'Which job.' }) job: FollowUpJob;
}

@ObjectType({ description: 'Result of `runFollowUpJob`: the job is queued and runs within seconds.' })
export class RunFollowUpJobPayload extends MutationPayload {
  @Field({ description: 'True when queued.' }) queued: boolean;
}

@InputType({ description: "The ended course whose orders' personal data are deleted now." })
export class AnonymiseCourseDataInput {
  @Field(() => ID, { description: "The course's `id`." }) courseId: string;
}

@ObjectType({ description: 'Result of `anonymiseCourseData`: what was anonymised, as counts.' })
export class AnonymiseCourseDataPayload extends MutationPayload {
  @Field(() => Int, { description: 'Orders anonymised.' }) orders: number;
  @Field(() => Int, { description: 'Participants whose names were removed.' }) participants: number;
  @Field(() => Int, { description: 'Course requests anonymised.' }) bookings: number;
  @Field(() => Int, { description: 'Outbox mails emptied.' }) mails: number;
  @Field(() => Int, { description: "Invoices kept (8 years, §147 AO), without the customer's e-mail address." }) invoicesKept: number;
}
