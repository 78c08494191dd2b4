import { formErrorsOf } from './userErrors';

describe('formErrorsOf', () => {
  it('puts each error on its field and those without a field on the form', () => {
    expect(
      formErrorsOf([
        { field: 'name', message: 'Bitte geben Sie mindestens 2 Zeichen ein.' },
        { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        { field: null, message: 'Zu viele Nachrichten.' },
        { field: null, message: 'Bitte später erneut versuchen.' },
      ]),
    ).toEqual({
      fieldErrors: { name: 'Bitte geben Sie mindestens 2 Zeichen ein.', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      formError: 'Zu viele Nachrichten. Bitte später erneut versuchen.',
    });
  });

  it('keeps the first message of a field', () => {
    expect(
      formErrorsOf([
        { field: 'name', message: 'erste' },
        { field: 'name', message: 'zweite' },
      ]).fieldErrors,
    ).toEqual({ name: 'erste' });
  });

  it('gives nothing for no errors', () => {
    expect(formErrorsOf([])).toEqual({ fieldErrors: {}, formError: null });
  });
});
