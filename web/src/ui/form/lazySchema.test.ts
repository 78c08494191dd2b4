import { contactMessageSchema } from '@h2o/api/validation/contact.schema';
import { lazySchema } from './lazySchema';

const valid = {
  name: 'Petra Zeller',
  email: 'petra@example.org',
  subject: 'Kurs',
  message: 'Gibt es noch Plätze im Mai?',
  privacyAccepted: true,
};

describe('lazySchema', () => {
  it('gives the shared schema’s messages per field, as Formik’s validationSchema would, loading the schema once', async () => {
    const load = jest.fn(() => Promise.resolve(contactMessageSchema));
    const schema = lazySchema<typeof valid>(load);
    expect(load).not.toHaveBeenCalled();

    const errors = await schema.validate({ ...valid, name: 'P', email: 'no address', privacyAccepted: false });
    expect(errors).toEqual({
      name: { code: 'TOO_SHORT', id: 'validation.tooShort', values: { min: 2 } },
      email: { code: 'INVALID_EMAIL', id: 'validation.email', values: undefined },
      privacyAccepted: expect.objectContaining({ id: 'validation.privacyRequired' }),
    });
    expect(await schema.validate(valid)).toEqual({});
    schema.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form be sent unchecked while the schema cannot load, and tries again at the next check', async () => {
    const load = jest
      .fn<Promise<typeof contactMessageSchema>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(contactMessageSchema);
    const schema = lazySchema<typeof valid>(load);

    expect(await schema.validate({ ...valid, name: '' })).toEqual({});
    expect(await schema.validate({ ...valid, name: '' })).toEqual({ name: expect.objectContaining({ id: 'validation.required' }) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
