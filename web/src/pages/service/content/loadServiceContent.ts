import type { Language } from '../../../i18n/languageChoice';
import type { ServiceContent } from './types';

type Loaded = Promise<{ content: ServiceContent }>;

/**
 * The page copy per canonical slug, both languages: the language switch re-renders without a new
 * loader run, so both must be at hand. Written out (not a glob) so Vite makes one chunk per module and
 * jest resolves them without Vite's `import.meta.glob`.
 */
const LOADERS: Record<string, () => [Loaded, Loaded]> = {
  'technische-baederbetreuung': () => [import('./de/technische-baederbetreuung'), import('./en/technische-baederbetreuung')],
  'saisonale-einwinterung': () => [import('./de/saisonale-einwinterung'), import('./en/saisonale-einwinterung')],
  aufsichtspersonal: () => [import('./de/aufsichtspersonal'), import('./en/aufsichtspersonal')],
  seminare: () => [import('./de/seminare'), import('./en/seminare')],
  betriebshandbuch: () => [import('./de/betriebshandbuch'), import('./en/betriebshandbuch')],
  gefaehrdungsbeurteilungen: () => [import('./de/gefaehrdungsbeurteilungen'), import('./en/gefaehrdungsbeurteilungen')],
  mentoring: () => [import('./de/mentoring'), import('./en/mentoring')],
  coaching: () => [import('./de/coaching'), import('./en/coaching')],
};

export type ServiceContentByLanguage = Record<Language, ServiceContent>;

/** null for a service staff added later: its page shows the title and description from the API alone. */
export async function loadServiceContent(canonicalSlug: string): Promise<ServiceContentByLanguage | null> {
  const load = Object.hasOwn(LOADERS, canonicalSlug) ? LOADERS[canonicalSlug] : undefined;
  if (!load) return null;
  const [de, en] = await Promise.all(load());
  return { de: de.content, en: en.content };
}
