import { act } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { SubmitContactMessageInput } from '../../__generated__/useSubmitContactMessageMutation.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { type SubmitContactMessageResult, useSubmitContactMessageMutation } from './useSubmitContactMessageMutation';

const input: SubmitContactMessageInput = {
  name: 'Anna Berger',
  email: 'anna@example.org',
  subject: 'Kursanfrage',
  message: 'Ist im Dezember noch ein Platz frei?',
  privacyAccepted: true,
};

type Hook = ReturnType<typeof useSubmitContactMessageMutation>;

/** Renders the hook like a form would; `hook()` is its latest return value. */
function renderHook(language: 'de' | 'en' = 'de') {
  const environment = createMockEnvironment();
  let latest: Hook | undefined;
  function Form() {
    latest = useSubmitContactMessageMutation();
    return null;
  }
  renderWithProviders(<Form />, { environment, language });
  return { environment, hook: () => latest! };
}

async function submitAndAnswer(
  view: ReturnType<typeof renderHook>,
  answer: (environment: ReturnType<typeof createMockEnvironment>) => void,
): Promise<SubmitContactMessageResult> {
  let pending!: Promise<SubmitContactMessageResult>;
  act(() => {
    pending = view.hook().submit(input);
  });
  expect(view.hook().isInFlight).toBe(true);
  const operation = view.environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSubmitContactMessageMutation');
  expect(operation.request.variables).toEqual({ input });
  await act(async () => answer(view.environment));
  expect(view.hook().isInFlight).toBe(false);
  return pending;
}

describe('useSubmitContactMessageMutation', () => {
  it('resolves to the stored message when the server accepts it', async () => {
    const view = renderHook();
    const result = await submitAndAnswer(view, (environment) =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SubmitContactMessagePayload: () => ({
            contactMessage: { id: 'Q29udGFjdE1lc3NhZ2U6NDI=', databaseId: 42, email: 'anna@example.org' },
            acknowledgement: 'WITHHELD',
            errors: [],
          }),
        }),
      ),
    );
    expect(result).toEqual({
      ok: true,
      value: { contactMessage: { id: 'Q29udGFjdE1lc3NhZ2U6NDI=', databaseId: 42, email: 'anna@example.org' }, acknowledgement: 'WITHHELD' },
    });
  });

  it("puts the server's refusals on the form fields, and those without a field on the form", async () => {
    const view = renderHook();
    const result = await submitAndAnswer(view, (environment) =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SubmitContactMessagePayload: () => ({
            contactMessage: null,
            errors: [
              { field: 'name', code: 'TOO_SHORT', message: 'Bitte geben Sie mindestens 2 Zeichen ein.' },
              { field: 'privacyAccepted', code: 'MUST_ACCEPT', message: 'Sie müssen die Datenschutzerklärung akzeptieren.' },
              { field: null, code: 'REQUIRED', message: 'Die Nachricht ist leer.' },
            ],
          }),
        }),
      ),
    );
    expect(result).toEqual({
      ok: false,
      answered: true,
      fieldErrors: {
        name: 'Bitte geben Sie mindestens 2 Zeichen ein.',
        privacyAccepted: 'Sie müssen die Datenschutzerklärung akzeptieren.',
      },
      formError: 'Die Nachricht ist leer.',
    });
  });

  it.each([
    ['de', 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.'],
    ['en', 'Your message could not be sent. Please try again later.'],
  ] as const)('turns a failed request into a form message (%s), never a rejection', async (language, text) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = renderHook(language);
      const result = await submitAndAnswer(view, (environment) =>
        environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')),
      );
      expect(result).toEqual({ ok: false, answered: false, fieldErrors: {}, formError: text });
      expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch' }));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('treats a payload with neither errors nor a message as a failure', async () => {
    const view = renderHook();
    const result = await submitAndAnswer(view, (environment) =>
      environment.mock.resolveMostRecentOperation({ data: { submitContactMessage: { contactMessage: null, errors: [] } } }),
    );
    expect(result).toEqual({ ok: false, answered: false, fieldErrors: {}, formError: expect.stringContaining('nicht gesendet') });
  });
});
