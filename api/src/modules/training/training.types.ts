import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { DateTimeISO, LocalDate } from '../../graphql/scalars.js';

@ObjectType('Badge', {
  implements: Node,
  description: 'A skill or badge a child can reach in a course (Seepferdchen, Bronze …); admins keep the list.',
})
export class BadgeView {
  id: number;
  @Field({ description: 'Name in the language of the request (German when no English one is written).' }) name: string;
  @Field({ description: 'German name, as written.' }) nameDe: string;
  @Field(() => String, { nullable: true, description: 'English name as written; null: not translated.' }) nameEn: string | null;
  @Field(() => Int, { description: 'Place in the list (ascending).' }) position: number;
  @Field({ description: 'Offered to trainers; an inactive badge stays shown where it was reached.' }) active: boolean;
}

@ObjectType({ description: 'A course a trainer teaches, with its sessions in the range asked for.' })
export class TrainerCourse {
  @Field(() => Int, { description: "The course's `databaseId`." }) courseId: number;
  @Field({ description: 'Course name in the language of the request.' }) title: string;
  @Field(() => String, { nullable: true, description: 'Time of day, as written ("12:15-13:00"); null when not given.' }) time:
    string | null;
  @Field(() => String, { nullable: true, description: 'Where it takes place, in the language of the request; null when not given.' })
  location: string | null;
  @Field(() => [LocalDate], { description: 'Its session days within the range, ascending.' }) sessionDates: string[];
  @Field(() => Int, { description: 'Participants (of confirmed, paid orders).' }) participantCount: number;
}

@ObjectType({ description: 'Whether a participant was at one session.' })
export class AttendanceMark {
  @Field(() => LocalDate, { description: 'The session day.' }) sessionDate: string;
  @Field({ description: 'True: present; false: absent.' }) present: boolean;
}

@ObjectType({ description: 'A badge a participant reached.' })
export class ReachedBadgeMark {
  @Field(() => Int, { description: "The badge's `databaseId`." }) badgeId: number;
  @Field(() => LocalDate, { description: 'The day it was reached.' }) reachedOn: string;
}

@ObjectType('TrainerParticipant', {
  implements: Node,
  description: 'A child in a course as its trainers see it: name, attendance, note and badges.',
})
export class TrainerParticipant {
  id: number;
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
  @Field({ description: "The trainers' note (empty when none); never shown to the customer." }) note: string;
  @Field(() => [AttendanceMark], { description: 'Marked sessions, ascending; a session missing here is not marked yet.' })
  attendance: AttendanceMark[];
  @Field(() => [ReachedBadgeMark], { description: 'Badges reached.' }) badges: ReachedBadgeMark[];
}

@ObjectType({ description: "A course's participants with attendance per session, notes and badges (its trainers and admins only)." })
export class TrainerRoster {
  @Field(() => Int, { description: "The course's `databaseId`." }) courseId: number;
  @Field({ description: 'Course name in the language of the request.' }) title: string;
  @Field(() => String, { nullable: true, description: 'Time of day, as written; null when not given.' }) time: string | null;
  @Field(() => String, { nullable: true, description: 'Where it takes place, in the language of the request; null when not given.' })
  location: string | null;
  @Field(() => [LocalDate], {
    description: 'All session days of the course, ascending (from its dates and the weekdays its schedule names).',
  })
  sessionDates: string[];
  @Field(() => [TrainerParticipant], { description: 'Participants of confirmed, paid orders, by last and first name.' })
  participants: TrainerParticipant[];
  @Field(() => [BadgeView], { description: 'The active badges, in list order.' }) badges: BadgeView[];
}

@InputType({ description: 'A present/absent mark.' })
export class AttendanceMarkInput {
  @Field(() => Int, { description: "The participant's `databaseId`." }) participantId: number;
  @Field(() => LocalDate, { description: 'A session day of the course.' }) sessionDate: string;
  @Field({ description: 'True: present; false: absent.' }) present: boolean;
  @Field(() => DateTimeISO, {
    description:
      'When it was marked on the device: the latest mark per participant and session wins; an older or equal one changes nothing.',
  })
  markedAt: Date;
}

@InputType({ description: 'A note on a participant.' })
export class NoteMarkInput {
  @Field(() => Int, { description: "The participant's `databaseId`." }) participantId: number;
  @Field({ description: 'The whole note (at most 2,000 characters; empty removes it).' }) text: string;
  @Field(() => DateTimeISO, { description: 'When it was written on the device: the latest wins.' }) markedAt: Date;
}

@InputType({ description: 'A badge reached, or taken back.' })
export class BadgeMarkInput {
  @Field(() => Int, { description: "The participant's `databaseId`." }) participantId: number;
  @Field(() => Int, { description: "The badge's `databaseId`." }) badgeId: number;
  @Field({ description: 'True: reached (on the day of `markedAt`); false: not (taken back).' }) reached: boolean;
  @Field(() => DateTimeISO, { description: 'When it was marked on the device: the latest mark per participant and badge wins.' })
  markedAt: Date;
}

@InputType({ description: "Marks made on a trainer's phone for one course, possibly queued while offline. At most 300 in all." })
export class SaveTrainerMarksInput {
  @Field(() => Int, { description: "The course's `databaseId`." }) courseId: number;
  @Field(() => [AttendanceMarkInput], { defaultValue: [], description: 'Attendance marks.' }) attendance: AttendanceMarkInput[];
  @Field(() => [NoteMarkInput], { defaultValue: [], description: 'Notes.' }) notes: NoteMarkInput[];
  @Field(() => [BadgeMarkInput], { defaultValue: [], description: 'Badge marks.' }) badges: BadgeMarkInput[];
}

@ObjectType({ description: "The marks' result: the participants as stored now." })
export class SaveTrainerMarksPayload extends MutationPayload {
  @Field(() => [TrainerParticipant], { description: 'The participants the marks named, as now stored (empty on errors).' })
  participants: TrainerParticipant[];
  @Field(() => Int, { description: 'Marks that changed something (older or repeated ones change nothing).' }) applied: number;
}

@InputType({ description: 'A badge to add (no `badgeId`) or change.' })
export class SaveBadgeInput {
  @Field(() => Int, { nullable: true, description: "The badge's `databaseId`; absent: a new badge." }) badgeId?: number | null;
  @Field({ description: 'German name (1 to 100 characters).' }) name: string;
  @Field(() => String, { nullable: true, description: 'English name (at most 100 characters); empty: not translated.' }) nameEn?:
    string | null;
  @Field(() => Int, { defaultValue: 0, description: 'Place in the list (0 to 1000).' }) position: number;
  @Field({ defaultValue: true, description: 'Offered to trainers.' }) active: boolean;
}

@ObjectType({ description: 'The saved badge.' })
export class SaveBadgePayload extends MutationPayload {
  @Field(() => BadgeView, { nullable: true, description: 'The badge as saved; null on errors.' }) badge: BadgeView | null;
}

@ObjectType({ description: 'A trainer account, as admins assign it to courses.' })
export class TrainerAccount {
  @Field(() => Int, { description: "The account's `databaseId`." }) databaseId: number;
  @Field({ description: 'Sign-in name.' }) username: string;
}

@InputType({ description: 'Which trainer accounts teach a course.' })
export class SetCourseTrainersInput {
  @Field(() => Int, { description: "The course's `databaseId`." }) courseId: number;
  @Field(() => [Int], { description: "The trainer accounts' `databaseId`s (at most 20); replaces the list." }) trainerIds: number[];
}

@ObjectType({ description: "The course's trainers as now stored." })
export class SetCourseTrainersPayload extends MutationPayload {
  @Field(() => [TrainerAccount], { description: 'Its trainers (empty on errors).' }) trainers: TrainerAccount[];
}

@ObjectType({ description: 'What a child reached in a course, as their parent sees it on the order page.' })
export class ParticipantProgress {
  @Field(() => [ReachedBadge], { description: 'Badges reached, in list order.' }) badges: ReachedBadge[];
  @Field(() => Int, { description: 'Sessions the child was marked present at.' }) attendedSessions: number;
}

@ObjectType({ description: 'A badge a child reached.' })
export class ReachedBadge {
  @Field({ description: 'Badge name in the language of the request.' }) name: string;
  @Field(() => LocalDate, { description: 'The day it was reached.' }) reachedOn: string;
}
