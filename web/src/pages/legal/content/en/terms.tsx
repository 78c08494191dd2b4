import { Link } from 'react-router-dom';
import { Fill } from '../../Fill';
import type { LegalDocument } from '../../legalDocument';
import { BUSINESS } from '../business';
import { GermanPrevails } from './GermanPrevails';

// The English version of ../de/terms.tsx, section by section (same fragment ids).
export const termsEn: LegalDocument = {
  title: 'Terms and conditions',
  description: 'Terms of H2O Gersthofen for swimming courses: booking, payment, no cancellation after purchase, course cancellation with full refund, vouchers and participation.',
  intro: <GermanPrevails />,
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Scope',
      body: (
        <p>
          These terms apply to all bookings of swimming courses through this website between {BUSINESS.name},{' '}
          <Fill>owner, or company name and legal form, address</Fill>, {BUSINESS.postalCode} {BUSINESS.town} ("we"), and our
          customers. Services for pool operators (such as technical pool management, lifeguard staff, seminars) are agreed
          individually and in writing.
        </p>
      ),
    },
    {
      id: 'vertragsschluss',
      heading: '§ 2 Booking and conclusion of the contract',
      body: (
        <>
          <p>
            The courses on our website are not yet a binding offer. You put courses into the cart, enter the names of the
            participants and your contact details, choose the payment method and make a binding offer by submitting the
            order. Before submitting you can check and correct all details.
          </p>
          <p>
            The contract is concluded when we confirm your booking by e-mail. A place is reserved for you once the
            confirmation has been sent; participants must be named. A course request made with the request form is not
            binding and not yet a booking. The language of the contract is German.
          </p>
        </>
      ),
    },
    {
      id: 'preise',
      heading: '§ 3 Prices and payment',
      body: (
        <>
          <p>
            The prices in euros shown at the time of booking apply. The price states whether it includes VAT or whether no
            VAT is charged under § 19 German VAT Act (small business rule).
          </p>
          <p>
            The course fee is due on booking and payable in advance, either by bank transfer (prepayment) or through a
            payment provider (PayPal). If a bank transfer does not arrive within the period stated in the confirmation, we
            may release the reserved place.
          </p>
        </>
      ),
    },
    {
      id: 'stornierung',
      heading: '§ 4 No cancellation after purchase',
      body: (
        <>
          <p>
            After purchase, cancellation or a refund of the course fee is excluded.
          </p>
          <p>
            There is no statutory right of withdrawal, since these are services related to leisure activities for which a
            specific date or period has been agreed (§ 312g(2) no. 9 German Civil Code). Your other statutory rights remain
            unaffected.
          </p>
        </>
      ),
    },
    {
      id: 'absage',
      heading: '§ 5 Cancellation by us',
      body: (
        <p>
          If the minimum number of participants stated for a course is not reached, we may cancel the course. We will inform
          you as early as possible and refund course fees already paid in full. The same applies if we cannot hold a course
          for other reasons for which we are responsible.
        </p>
      ),
    },
    {
      id: 'gutscheine',
      heading: '§ 6 Swimming-support vouchers',
      body: (
        <p>
          We accept vouchers from programmes that support learning to swim. Even then you first pay the course fee in full in
          advance. We refund the amount covered by the voucher to you as soon as the voucher payout has reached us.
        </p>
      ),
    },
    {
      id: 'teilnahme',
      heading: '§ 7 Participation',
      body: (
        <>
          <ul>
            <li>Children's courses are for children from 5 years; each course's description states its age group.</li>
            <li>We teach in small groups of at most 8 to 10 participants.</li>
            <li>
              Missed lessons are neither made up nor refunded. In case of illness with a medical certificate we will find an
              individual solution together with you.
            </li>
            <li>Please bring: swimwear, a towel, a swimming cap, water shoes and, if you like, goggles.</li>
            <li>
              Participants should be in good health. Please tell us before the course starts about any health restrictions
              that matter for lessons in the water.
            </li>
            <li>
              The rules of the respective pool apply. Before and after the lesson, parents or accompanying persons are
              responsible for supervising children.
            </li>
            <li>
              Anyone who repeatedly and seriously disrupts the lessons or ignores safety instructions may, after a warning,
              be excluded from the rest of the course.
            </li>
          </ul>
          <p>
            You will also find answers to frequent questions with our <Link to="/courses">courses</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'haftung',
      heading: '§ 8 Liability',
      body: (
        <p>
          We are liable without limitation for intent and gross negligence and for damage arising from injury to life, body
          or health. For a slightly negligent breach of an essential contractual obligation we are liable only for the
          foreseeable damage typical of the contract; otherwise liability for slight negligence is excluded. We are liable
          for valuables and clothing brought along only if we are at fault.
        </p>
      ),
    },
    {
      id: 'datenschutz',
      heading: '§ 9 Data protection',
      body: (
        <p>
          Our <Link to="/datenschutz">privacy policy</Link> explains how we process your data and that of the participants.
        </p>
      ),
    },
    {
      id: 'schluss',
      heading: '§ 10 Final provisions',
      body: (
        <p>
          The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International
          Sale of Goods. For consumers this choice of law applies only insofar as it does not deprive them of the protection
          of mandatory provisions of the state of their habitual residence. Should any provision be invalid, the others
          remain valid. On consumer dispute resolution see our <Link to="/impressum">imprint</Link>.
        </p>
      ),
    },
  ],
};
