import { type EntityManager, sql } from '@mikro-orm/postgresql';
import { ServiceOffering } from './service-offering.entity.js';

/** A short, fixed list: read through the unit of work. */
export function findAllServices(em: EntityManager): Promise<ServiceOffering[]> {
  return em.find(ServiceOffering, {}, { orderBy: { order: 'asc', id: 'asc' } });
}

/**
 * Old links spell slugs in several ways (technische-baederbetreuung, TechnischeBaederbetreuung,
 * Gefährdungsbeurteilungen): both sides go through the database function `service_slug_key` (see the
 * migration that creates it), the one definition of that normalisation, which the unique index uses too.
 */
export function findServiceBySlug(em: EntityManager, slug: string): Promise<ServiceOffering | null> {
  return em.findOne(ServiceOffering, { [sql`service_slug_key(slug)`]: sql`service_slug_key(${slug})` } as object);
}

export function findServiceById(em: EntityManager, id: number): Promise<ServiceOffering | null> {
  return em.findOne(ServiceOffering, { id });
}
