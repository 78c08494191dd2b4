import { Link } from 'react-router-dom';
import { Fill } from '../../Fill';
import type { LegalDocument } from '../../legalDocument';
import { DEFAULT_RETENTION_MONTHS, type PrivacyFacts } from '../de/privacy';
import { BAVARIAN_DPA, BUSINESS } from '../business';
import { GermanPrevails } from './GermanPrevails';

// The English version of ../de/privacy.tsx, section by section (same fragment ids).
export const privacyDocumentEn = ({ retentionMonths }: PrivacyFacts): LegalDocument => ({
  title: 'Privacy policy',
  description: 'Which personal data H2O Gersthofen processes for course bookings, contact, reviews and the newsletter, why, for how long – and your rights under the GDPR.',
  intro: (
    <>
      <GermanPrevails />
      <p>
        Protecting your data matters to us. This page explains which personal data we process when you use our website,
        book a course or write to us, on which legal basis of the General Data Protection Regulation (GDPR) we do so, how
        long we keep the data and which rights you have.
      </p>
    </>
  ),
  sections: [
    {
      id: 'verantwortlicher',
      heading: '1. Controller',
      body: (
        <>
          <address>
            {BUSINESS.name}, <Fill>owner, or company name and legal form</Fill>
            <br />
            <Fill>street and house number</Fill>, {BUSINESS.postalCode} {BUSINESS.town}, Germany
            <br />
            E-mail: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </address>
          <p>
            Further details are given in our <Link to="/impressum">imprint</Link>. Data protection officer:{' '}
            <Fill>name and contact, if appointed – otherwise remove this sentence</Fill>
          </p>
        </>
      ),
    },
    {
      id: 'server-logs',
      heading: '2. Visiting the website and server log files',
      body: (
        <>
          <p>
            Whenever you open our website, our server processes technically necessary data: your IP address, date and time,
            the address requested (without query parameters), the HTTP method, the status code, the response time and a
            random request id. We need these data to deliver the website, find errors and fend off attacks. To protect
            against overload we also count the requests per IP address and minute.
          </p>
          <p>
            The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is a secure and stable operation. The counters
            expire at the end of their minute. We delete the log files after <Fill>retention period, e.g. 14 days</Fill>,
            unless a specific security incident requires keeping them longer to investigate it.
          </p>
        </>
      ),
    },
    {
      id: 'kontakt',
      heading: '3. Contact form, course requests and e-mail',
      body: (
        <>
          <p>
            When you write to us using the <Link to="/contact">contact form</Link>, a course request or by e-mail, we store
            your name, your e-mail address, the subject, your message and the time, in order to answer your request. In
            the form you confirm that you have read this privacy policy.
          </p>
          <p>
            The legal basis is Art. 6(1)(b) GDPR where your request prepares a contract (such as a course booking),
            otherwise Art. 6(1)(f) GDPR (answering enquiries). We delete the message once your request has been dealt with
            and no statutory retention obligation applies; if it leads to a booking, section 4 applies.
          </p>
        </>
      ),
    },
    {
      id: 'buchungen',
      heading: '4. Course bookings, orders and participants',
      body: (
        <>
          <p>
            For a booking we store the content of your cart and your details as a customer: first and last name, e-mail
            address, telephone number, address (street, postcode, town), the courses booked, prices, the payment method,
            the payment and order status and the payment reference. For every place booked we store the first and last
            name of the participant – for children's courses, therefore, the names of your children, which you provide for
            them as their parent or guardian. Participant lists are seen only by the staff who organise and teach the
            course.
          </p>
          <p>
            We use the data to conclude and perform the contract: reserving places, sending confirmations and
            course-related messages by e-mail, organising participation and invoicing. The legal basis is Art. 6(1)(b)
            GDPR, and Art. 6(1)(c) GDPR for retention.
          </p>
          <p>
            We keep invoices and accounting records for up to eight years under § 147 German Fiscal Code (AO) and § 257
            German Commercial Code (HGB), commercial and business letters for six years, each from the end of the calendar
            year.{' '}
            <span data-testid="privacy-retention">
              {retentionMonths === 1 ? 'One month' : `${retentionMonths} months`} after a course's last day we automatically
              delete the participants' names and your contact data of the order (name, e-mail address, phone number,
              address, also in our e-mails about the order).
            </span>{' '}
            Invoices are kept for the eight years, with your name and address as the recipient, but without the children's
            names. Carts that never become an order are deleted once they are no longer used.
          </p>
        </>
      ),
    },
    {
      id: 'zahlung',
      heading: '5. Payment',
      body: (
        <p>
          If you pay by bank transfer, we process the details of your transfer (name, amount, reference) to match it to your
          order. If you choose PayPal, you are forwarded to PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal,
          L-2449 Luxembourg; we transmit the amount and order number and receive the payment status and a payment
          reference. PayPal processes your payment data as an independent controller under its own privacy policy. The
          legal basis is Art. 6(1)(b) GDPR.
        </p>
      ),
    },
    {
      id: 'bewertungen',
      heading: '6. Course reviews',
      body: (
        <p>
          For a review we store your name, your e-mail address, the course reviewed, an optional note on your role (e.g.
          "mother of a participant"), your text, the star rating and the time. We publish reviews only after checking them,
          and only with name, role, text and stars – never your e-mail address. The legal basis is your consent (Art.
          6(1)(a) GDPR), which you may withdraw at any time; we then remove and delete the review.
        </p>
      ),
    },
    {
      id: 'newsletter',
      heading: '7. Newsletter',
      body: (
        <p>
          If you subscribe to our newsletter, we first send you an e-mail with a confirmation link (double opt-in); only
          after you confirm do you receive the newsletter. We store your e-mail address, your language, the time and version
          of the consent text and the time of your confirmation so that we can prove your consent (Art. 7(1) GDPR). The
          legal basis is your consent (Art. 6(1)(a) GDPR). If you do not confirm the subscription, we delete these details
          after 30 days. You can unsubscribe at any time, for example via the link in every issue or by e-mail to us; we
          then take your address off the list and keep only the record of your consent and unsubscription (Art. 6(1)(f)
          GDPR).
        </p>
      ),
    },
    {
      id: 'verwaltung',
      heading: '8. Staff accounts',
      body: (
        <p>
          For the administration area we store, for each member of staff, the username, e-mail address, role, date of
          creation and the password, only as a cryptographic hash. A session cookie keeps the sign-in. The legal basis is
          Art. 6(1)(b) GDPR (employment relationship) and Art. 6(1)(f) GDPR (protection against unauthorised access). An
          account is deleted when the person leaves.
        </p>
      ),
    },
    {
      id: 'cookies',
      heading: '9. Cookies and storage in your browser',
      body: (
        <>
          <p>
            We store in your browser only what the website needs in order to work. § 25(2) no. 2 German Telecommunications
            Digital Services Data Protection Act (TDDDG) allows this without consent; we base the subsequent processing on
            Art. 6(1)(f) GDPR.
          </p>
          <ul>
            <li>
              <strong>lang</strong> (cookie): your language (German or English), so that the server sends the pages in that
              language straight away. For the browser session, for one year after an explicit choice; the choice is also
              kept in your browser's local storage.
            </li>
            <li>
              <strong>consent</strong> (cookie settings): your choice in the cookie dialog with its time and text version, so that we need not ask you again on every
              visit – until you change it, for at most twelve months.
            </li>
            <li>
              <strong>h2o_cart</strong> and <strong>h2o_has_cart</strong> (cart): a random id of your cart that only the server
              can read, and the note that a cart exists. The content (courses, number of places, participants' names) is
              kept on our server. 30 days from the last change; the cart is emptied after the order.
            </li>
            <li>
              <strong>h2o_session</strong> (sign-in, administration area only): a session cookie that only the server can
              read.
            </li>
          </ul>
          <h3>Categories in the cookie dialog</h3>
          <p>
            In the cookie dialog you can choose four categories: <strong>necessary</strong> (those above; cannot be
            disabled), <strong>analytics</strong>, <strong>marketing</strong> and <strong>personalisation</strong>.
            Marketing currently covers only photos in blog articles that are loaded from an external image host (
            <Fill>name, address and country of the image host</Fill>): when they load, the host learns your IP address
            and details of your browser. Without your consent we do not load these photos and show a placeholder instead.
            We use no analytics, advertising or personalisation services. We store your consent (§ 25(1) TDDDG,
            Art. 6(1)(a) GDPR) with its time and the version of the texts; you can change or withdraw it at any time in the
            dialog, under “Cookie settings” at the bottom of every page. We will name new services here before we use them.
          </p>
        </>
      ),
    },
    {
      id: 'empfaenger',
      heading: '10. Recipients and processors',
      body: (
        <>
          <p>
            We do not sell your data. The following service providers process data on our behalf and on our instructions;
            we have concluded contracts with them under Art. 28 GDPR:
          </p>
          <ul>
            <li>
              Hosting of the website and database: <Fill>name and address of the hosting provider, server location</Fill>
            </li>
            <li>
              Sending e-mails (SMTP): <Fill>name and address of the e-mail service provider</Fill>
            </li>
          </ul>
          <p>
            PayPal acts as an independent controller for payments (section 5). Authorities receive data only where a law
            obliges us to provide it. We do not transfer data to countries outside the EU and the EEA.
          </p>
        </>
      ),
    },
    {
      id: 'rechte',
      heading: '11. Your rights',
      body: (
        <>
          <p>You have the right to</p>
          <ul>
            <li>access to the data we hold about you (Art. 15 GDPR),</li>
            <li>rectification of inaccurate data (Art. 16 GDPR),</li>
            <li>erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR),</li>
            <li>data portability (Art. 20 GDPR),</li>
            <li>
              object to processing based on Art. 6(1)(f) GDPR on grounds relating to your particular situation (Art. 21
              GDPR),
            </li>
            <li>withdraw a consent with effect for the future (Art. 7(3) GDPR).</li>
          </ul>
          <p>
            To do so, write to us at <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>. You may also lodge a
            complaint with a data protection supervisory authority (Art. 77 GDPR), for example the one responsible for us:{' '}
            {/* The authority's own (German) name. */}
            <span lang="de">{BAVARIAN_DPA.name}</span>, {BAVARIAN_DPA.street}, {BAVARIAN_DPA.town}, Germany,{' '}
            <a href={BAVARIAN_DPA.url} rel="noopener noreferrer">
              www.lda.bayern.de
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'pflicht',
      heading: '12. Obligation to provide data, no automated decisions',
      body: (
        <p>
          We need the details marked as required for a booking to perform the contract; without them we cannot accept a
          booking. All other details are voluntary. We make no automated decisions and do no profiling within the meaning
          of Art. 22 GDPR.
        </p>
      ),
    },
    {
      id: 'sicherheit',
      heading: '13. Security',
      body: (
        <p>
          Our website is transmitted encrypted (TLS). We store passwords only as a hash, and only signed-in staff can access
          orders and participant lists.
        </p>
      ),
    },
  ],
});

export const privacyEn = privacyDocumentEn({ retentionMonths: DEFAULT_RETENTION_MONTHS });
