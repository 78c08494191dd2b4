import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { coursesNoticeService } from './courses-notice.service.js';
import { CoursesNotice, CoursesNoticeTexts, UpdateCoursesNoticeInput, UpdateCoursesNoticePayload } from './courses-notice.types.js';
import { ADMIN_ONLY } from '../users/roles.js';

@Resolver(() => CoursesNotice)
export class CoursesNoticeResolver {
  @Query(() => CoursesNotice, {
    nullable: true,
    description:
      'The notice box above the course list, in the language of the request (`lang` cookie, else Accept-Language; German by default; the German box, marked `untranslated`, when there is no English one); null when there is none.',
  })
  coursesNotice(@Ctx() ctx: RequestContext) {
    return coursesNoticeService.read(ctx);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => CoursesNoticeTexts, { description: 'Admins only: the notice box in German and English, as stored, for editing it.' })
  coursesNoticeTexts(@Ctx() ctx: RequestContext) {
    return coursesNoticeService.readTexts(ctx);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => UpdateCoursesNoticePayload, {
    description: 'Admins only: replaces the notice box above the course list, in German and English.',
  })
  async updateCoursesNotice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateCoursesNoticeInput, { description: "Both languages' heading and text." }) input: UpdateCoursesNoticeInput,
  ): Promise<UpdateCoursesNoticePayload> {
    const result = await coursesNoticeService.update(ctx, input);
    return result.ok
      ? { coursesNotice: result.coursesNotice, errors: [] }
      : { coursesNotice: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}
