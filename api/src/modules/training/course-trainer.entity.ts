import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/decorators/legacy';
import { Course } from '../courses/course.entity.js';
import { User } from '../users/user.entity.js';

/** A trainer account teaching a course (set by admins on the course form); gone with either. */
@Entity({ tableName: 'course_trainers' })
@Unique({ name: 'course_trainers_course_user_unique', properties: ['course', 'user'] })
export class CourseTrainer {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Course, { deleteRule: 'cascade' })
  course: Course;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'course_trainers_user_id_idx' })
  user: User;
}
