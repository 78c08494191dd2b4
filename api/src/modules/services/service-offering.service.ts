import type { RequestContext } from '../../graphql/context.js';
import { ServiceOffering } from './service-offering.entity.js';
import { SLUG_KEY_SQL, slugKey } from './service-slug.js';

const COLUMNS = `id, slug, title, title_en as "titleEn", description, description_en as "descriptionEn",
  image_url as "imageUrl", sort_order as "order", icon`;

export class ServiceOfferingService {
  list(ctx: RequestContext): Promise<ServiceOffering[]> {
    return ctx.em.execute(`select ${COLUMNS} from services order by sort_order, id`);
  }

  async findBySlug(ctx: RequestContext, slug: string): Promise<ServiceOffering | null> {
    const key = slugKey(slug);
    if (!key) return null;
    const [row] = await ctx.em.execute<ServiceOffering[]>(`select ${COLUMNS} from services where ${SLUG_KEY_SQL} = ?`, [key]);
    return row ?? null;
  }

  async findById(ctx: RequestContext, id: number): Promise<ServiceOffering | null> {
    const [row] = await ctx.em.execute<ServiceOffering[]>(`select ${COLUMNS} from services where id = ?`, [id]);
    return row ?? null;
  }
}

export const serviceOfferingService = new ServiceOfferingService();
