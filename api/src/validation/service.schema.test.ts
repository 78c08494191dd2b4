import { isImageUrl, serviceSchema } from './service.schema.js';
import { validateInput } from './validate.js';

const valid = {
  title: 'Mentoring',
  titleEn: 'Mentoring',
  description: 'Begleitung im ersten Jahr.',
  descriptionEn: null,
  order: 7,
  icon: 'lifebuoy',
  imageUrl: '/images/mentoring.jpg',
};

describe('serviceSchema', () => {
  it('accepts a service, trimmed, empty optional texts as null, and drops anything else (the slug too)', () => {
    const result = validateInput(serviceSchema, { ...valid, title: ' Mentoring ', descriptionEn: '  ', icon: '', slug: 'neu' });
    expect(result).toEqual({ ok: true, value: { ...valid, icon: null } });
  });

  it('names each refused field with its code', () => {
    const result = validateInput(serviceSchema, {
      ...valid,
      title: '',
      description: 'x'.repeat(5001),
      order: 1000,
      icon: 'Buoy',
      imageUrl: 'http://example.org/a.jpg',
    });
    expect(!result.ok && result.errors.map(({ field, code }) => [field, code])).toEqual([
      ['title', 'REQUIRED'],
      ['description', 'TOO_LONG'],
      ['order', 'OUT_OF_RANGE'],
      ['icon', 'OUT_OF_RANGE'],
      ['imageUrl', 'INVALID_URL'],
    ]);
  });

  it('takes a number for the position, not a text or a fraction', () => {
    for (const order of ['7', 1.5, null]) {
      const result = validateInput(serviceSchema, { ...valid, order });
      expect(result.ok).toBe(false);
    }
  });
});

describe('isImageUrl', () => {
  it.each([
    ['https://images.example.org/pool.jpg', true],
    ['/images/pool.jpg', true],
    ['http://images.example.org/pool.jpg', false],
    ['//evil.example.org/pool.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/images/with space.jpg', false],
    ['pool.jpg', false],
  ])('%s → %s', (value, expected) => {
    expect(isImageUrl(value)).toBe(expected);
  });
});
