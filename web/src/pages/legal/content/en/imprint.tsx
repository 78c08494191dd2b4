import { Link } from 'react-router-dom';
import { Fill } from '../../Fill';
import type { LegalDocument } from '../../legalDocument';
import { type BusinessFacts, countryName } from '../business';
import { GermanPrevails } from './GermanPrevails';

/** The English imprint with the business profile's facts; an empty fact stays a placeholder to fill in. */
export const imprintEn = (business: BusinessFacts): LegalDocument => ({
  title: 'Imprint',
  description: 'Imprint of H2O Gersthofen: provider identification under § 5 DDG, contact, person responsible for content and a note on consumer dispute resolution.',
  intro: <GermanPrevails />,
  sections: [
    {
      id: 'anbieter',
      heading: 'Information pursuant to § 5 German Digital Services Act (DDG)',
      body: (
        <address>
          {business.legalName}
          <br />
          Owner: <Fill>first and last name of the owner; for a company its name, legal form and authorised representative</Fill>
          <br />
          {business.street || <Fill>street and house number</Fill>}
          <br />
          {business.postalCode} {business.town}
          <br />
          {countryName(business.country, 'en')}
        </address>
      ),
    },
    {
      id: 'kontakt',
      heading: 'Contact',
      body: (
        <>
          <p>
            E-mail: <a href={`mailto:${business.email}`}>{business.email}</a>
            <br />
            Telephone: {business.phone || <Fill>telephone number</Fill>}
          </p>
          <p>
            Available Monday to Friday from 9:00 to 17:00, Saturdays by appointment. You can also write to us using our{' '}
            <Link to="/contact">contact form</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'register',
      heading: 'Commercial register and VAT',
      body: (
        <p>
          Register court and registration number: {business.registerEntry || <Fill>only if registered, e.g. Amtsgericht Augsburg, HRA/HRB …</Fill>}
          <br />
          VAT identification number pursuant to § 27a German VAT Act (UStG): {business.vatId || <Fill>VAT id, if issued</Fill>}
          <br />
          Business identification number pursuant to § 139c German Fiscal Code (AO): <Fill>W-IdNr., if issued</Fill>
        </p>
      ),
    },
    {
      id: 'beruf',
      heading: 'Professional title and qualifications',
      body: (
        <p>
          <Fill>professional title, state that conferred it and competent chamber – only for a regulated profession, otherwise remove this section</Fill>
        </p>
      ),
    },
    {
      id: 'verantwortlich',
      heading: 'Responsible for content pursuant to § 18 (2) German Interstate Media Treaty (MStV)',
      body: (
        <address>
          <Fill>first and last name</Fill>
          <br />
          {business.street || <Fill>street and house number</Fill>}
          <br />
          {business.postalCode} {business.town}
        </address>
      ),
    },
    {
      id: 'streitbeilegung',
      heading: 'Consumer dispute resolution',
      body: (
        <p>
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration
          board within the meaning of the German Consumer Dispute Resolution Act (VSBG). If you have a question or a
          complaint, please contact us directly; we will gladly look for a solution together with you.
        </p>
      ),
    },
    {
      id: 'haftung',
      heading: 'Liability for content and links',
      body: (
        <>
          <p>
            We create the content of this website with care and keep it up to date. As a service provider we are
            responsible for our own content under the general laws; for third-party information that we merely transmit or
            store, §§ 7 et seq. DDG and the EU Digital Services Act apply.
          </p>
          <p>
            Our website contains links to third-party websites whose content we cannot influence. The respective provider
            is responsible for that content. If we become aware of an infringement, we will remove the link immediately.
          </p>
        </>
      ),
    },
    {
      id: 'urheberrecht',
      heading: 'Copyright',
      body: (
        <p>
          The texts, images and design of this website are protected by German copyright law. Any reproduction, adaptation
          or distribution beyond the limits of copyright law requires our prior written consent.
        </p>
      ),
    },
  ],
});
