import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CheckboxField } from './fields';
import { formMessages } from './messages';

/** The privacy-policy consent every public form asks for (docs/SPEC.md §5), linking the policy. */
export function PrivacyConsent() {
  return (
    <CheckboxField
      name="privacyAccepted"
      label={
        <>
          <FormattedMessage {...formMessages.privacy} /> (
          <Link to="/datenschutz" target="_blank">
            <FormattedMessage {...formMessages.privacyLink} />
          </Link>
          )
        </>
      }
    />
  );
}
