/**
 * The long text of a service page, one module per service and language (content/de, content/en).
 * It is page copy, not data staff edit: it lives with the page and is loaded only by it. Sections come
 * in three shapes, so every service page reads alike while saying what fits the service.
 */
export interface ServiceContent {
  /** Small label above the headline. */
  label: string;
  headline: string;
  intro: string;
  benefitsTitle: string;
  /** Four short cards: what the customer gains. */
  benefits: TitledText[];
  sections: ServiceSection[];
  /** The closing call to action (its button is always "Kontakt aufnehmen" / "Contact Us"). */
  closingTitle: string;
  closingText: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export type ServiceSection =
  /** Cards, optionally with bullets each (services offered, expertise blocks, formats). */
  | { kind: 'cards'; title: string; intro?: string; items: (TitledText & { bullets?: string[] })[] }
  /** Numbered steps in their order (a process). */
  | { kind: 'steps'; title: string; intro?: string; items: TitledText[] }
  /** A plain checklist (a work list). */
  | { kind: 'list'; title: string; intro?: string; items: string[] };
