import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Formik } from 'formik';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ErrorSummary } from './ErrorSummary';
import { FormStack } from './fieldStyles';
import { CheckboxField, TextField } from './fields';

interface Values {
  name: string;
  email: string;
  privacyAccepted: boolean;
}

/** A form like the public ones: the browser's own check for name and consent; the "server" refuses the address. */
function renderForm(language: 'de' | 'en' = 'de') {
  return renderWithProviders(
    <Formik<Values>
      initialValues={{ name: '', email: '', privacyAccepted: false }}
      validate={(values) => ({
        ...(values.privacyAccepted ? {} : { privacyAccepted: 'Bitte stimmen Sie zu.' }),
        ...(values.name ? {} : { name: 'Bitte geben Sie Ihren Namen an.' }),
      })}
      onSubmit={async (_values, helpers) => helpers.setErrors({ email: 'Die Adresse braucht eine Endung wie .de.' })}
    >
      {({ handleSubmit }) => (
        <FormStack noValidate onSubmit={handleSubmit}>
          <ErrorSummary />
          <TextField name="name" label="Name" />
          <TextField name="email" type="email" label="E-Mail-Adresse" />
          <CheckboxField name="privacyAccepted" label="Ich stimme zu" />
          <button type="submit">Absenden</button>
        </FormStack>
      )}
    </Formik>,
    { language },
  );
}

describe('ErrorSummary', () => {
  it('shows nothing before a send', () => {
    renderForm();
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });

  it("after a refused send lists the fields to fix in the form's order, takes the focus, and its links focus the fields", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent('Bitte prüfen Sie diese Angaben');
    const links = within(summary).getAllByRole('link');
    // Not in the order the check found them (consent first), but as the visitor sees the fields.
    expect(links.map((link) => link.textContent)).toEqual([
      'Name: Bitte geben Sie Ihren Namen an.',
      'Ich stimme zu: Bitte stimmen Sie zu.',
    ]);
    expect(links[1]).toHaveAttribute('href', '#field-privacyAccepted');
    fireEvent.click(links[1]);
    expect(screen.getByLabelText('Ich stimme zu')).toHaveFocus();
  });

  it("shows the server's refusal of a field too, and in English its heading", async () => {
    renderForm('en');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByLabelText('Ich stimme zu'));
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent('Please check these entries');
    expect(within(summary).getByRole('link')).toHaveTextContent('E-Mail-Adresse: Die Adresse braucht eine Endung wie .de.');
  });

  it('goes away once the listed fields are fixed', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await screen.findByTestId('error-summary');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByLabelText('Ich stimme zu'));
    await waitFor(() => expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument());
  });
});
