import { cartRefusal, cartTotals, lineTotalCents } from './cart.rules.js';

describe('cartRefusal', () => {
  const today = '2026-11-23';
  const course = { isActive: true, availableSlots: 3, startDate: '2026-12-01', endDate: '2027-01-31' };

  it('allows up to the free places of a bookable course', () => {
    expect(cartRefusal(course, 1, today)).toBeNull();
    expect(cartRefusal(course, 3, today)).toBeNull();
    expect(cartRefusal({ ...course, startDate: today }, 1, today)).toBeNull();
  });

  it('refuses more places than are free as FULL', () => {
    expect(cartRefusal(course, 4, today)).toBe('FULL');
    expect(cartRefusal({ ...course, availableSlots: 0 }, 1, today)).toBe('FULL');
  });

  it("gives the course's own reason first", () => {
    expect(cartRefusal({ ...course, isActive: false }, 1, today)).toBe('NOT_OFFERED');
    expect(cartRefusal({ ...course, startDate: '2026-11-22' }, 1, today)).toBe('STARTED');
    expect(cartRefusal({ ...course, startDate: '2026-10-01', endDate: '2026-11-22', availableSlots: 0 }, 5, today)).toBe('ENDED');
  });
});

describe('cart totals', () => {
  it('counts places and sums price times quantity in cents', () => {
    expect(lineTotalCents(14900, 3)).toBe(44700);
    expect(cartTotals([])).toEqual({ itemCount: 0, totalAmountCents: 0 });
    expect(
      cartTotals([
        { quantity: 2, unitPriceCents: 14900 },
        { quantity: 1, unitPriceCents: 0 },
        { quantity: 3, unitPriceCents: 1 },
      ]),
    ).toEqual({
      itemCount: 6,
      totalAmountCents: 29803,
    });
  });
});
