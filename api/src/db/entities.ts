import { domainModules } from '../modules/modules.js';

/** Every entity and database function, as the domain modules declare them. */
export const entities = domainModules.flatMap((module) => module.entities ?? []);
export const routines = domainModules.flatMap((module) => module.routines ?? []);
