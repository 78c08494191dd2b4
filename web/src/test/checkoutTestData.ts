/** A cart item as the checkout tests describe it: names per place (empty strings for unnamed places) and dates of birth (none: not given). */
export interface CheckoutTestItem {
  id: string;
  title: string;
  unitPriceCents: number;
  places: [firstName: string, lastName: string, birthDate?: string][];
  bookable?: boolean;
  /** The course's age group; default: all ages. */
  ageGroup?: string;
}

/** A `Cart` as the API answers it, with participants and the sums computed the server's way (docs/SPEC.md §4). */
export function checkoutCartOf(items: CheckoutTestItem[]) {
  const lines = items.map((item) => ({
    id: item.id,
    databaseId: Number(item.id.replace(/\D/g, '')) || 1,
    quantity: item.places.length,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.unitPriceCents * item.places.length,
    bookable: item.bookable ?? true,
    course: {
      id: `course-of-${item.id}`,
      databaseId: 100 + (Number(item.id.replace(/\D/g, '')) || 1),
      title: item.title,
      untranslated: [],
      startDate: '2026-12-05',
      endDate: '2027-01-23',
      availableSlots: 10,
      ageGroup: item.ageGroup ?? 'ALL_AGES',
    },
    participants: item.places.map(([firstName, lastName, birthDate], index) => ({
      id: `${item.id}-p${index + 1}`,
      firstName,
      lastName,
      birthDate: birthDate ?? null,
    })),
  }));
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmountCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    items: lines,
  };
}

export const shopSettings = (overrides: { ready?: boolean; vatMode?: string; payPalAvailable?: boolean } = {}) => ({
  vatMode: overrides.vatMode ?? 'SMALL_BUSINESS',
  payPalAvailable: overrides.payPalAvailable ?? true,
  placeHoldMinutes: 15,
  bankTransfer: {
    ready: overrides.ready ?? true,
    paymentDays: 7,
    accountHolder: 'H2O Gersthofen',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
  },
});
