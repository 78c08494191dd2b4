import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceOffering } from './service-offering.entity.js';
import { SLUG_KEY_SQL } from './service-slug.js';

const COLUMNS = `id, slug, title, title_en as "titleEn", description, description_en as "descriptionEn",
  image_url as "imageUrl", sort_order as "order", icon`;

export function findAllServices(em: EntityManager): Promise<ServiceOffering[]> {
  return em.execute(`select ${COLUMNS} from services order by sort_order, id`);
}

/** `key` is a normalised slug (slugKey), compared with the same normalisation in SQL. */
export async function findServiceBySlugKey(em: EntityManager, key: string): Promise<ServiceOffering | null> {
  const [row] = await em.execute<ServiceOffering[]>(`select ${COLUMNS} from services where ${SLUG_KEY_SQL} = ?`, [key]);
  return row ?? null;
}

export async function findServiceById(em: EntityManager, id: number): Promise<ServiceOffering | null> {
  const [row] = await em.execute<ServiceOffering[]>(`select ${COLUMNS} from services where id = ?`, [id]);
  return row ?? null;
}
