/**
 * @generated SignedSource<<7727324c2ad4cca2ea8fd5b418ccbc62>>
 * @relayHash 9df252b29a7173b094f8c583351666f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46418a77f9dbf230054e0dee3fda7c43e6b0817a8ca5a1cb72f0d640c966f442

import { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type CourseAvailability = "ALMOST_FULL" | "AVAILABLE" | "CANCELLED" | "ENDED" | "FULLY_BOOKED" | "STARTED" | "%future added value";
export type UserErrorCode = "ACCOUNT_GIVEN" | "AGE_OUT_OF_RANGE" | "ALREADY_CONVERTED" | "BLOG_POST_NOT_FOUND" | "BOOKING_NOT_FOUND" | "CART_EMPTY" | "CONTACT_MESSAGE_NOT_FOUND" | "COURSE_CANCELLED" | "COURSE_ENDED" | "COURSE_FULL" | "COURSE_HAS_ORDERS" | "COURSE_NOT_FOUND" | "COURSE_NOT_FULL" | "COURSE_NOT_STARTED" | "COURSE_STARTED" | "DEMO_MODE" | "EVENT_NOT_IN_SCOPE" | "GO_LIVE_CONDITION_OPEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_BIC" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_DATE" | "INVALID_EMAIL" | "INVALID_IBAN" | "INVALID_TOKEN" | "INVALID_TRANSITION" | "INVALID_URL" | "INVALID_VAT_ID" | "INVALID_VOUCHER_STEP" | "INVITATION_NOT_FOUND" | "INVOICE_EXISTS" | "LAST_ADMIN" | "MAIL_NOT_FOUND" | "MUST_ACCEPT" | "NEWSLETTER_ISSUE_NOT_FOUND" | "NOT_IN_CART" | "NOT_ON_OWN_ACCOUNT" | "NO_RECIPIENTS" | "OFFER_NOT_AVAILABLE" | "ORDER_ANONYMISED" | "ORDER_CANCELLED" | "ORDER_ITEM_NOT_FOUND" | "ORDER_NOT_DELETABLE" | "ORDER_NOT_FOUND" | "ORDER_NOT_PAID" | "ORDER_NOT_PAYABLE" | "OUT_OF_RANGE" | "PARTICIPANTS_INCOMPLETE" | "PARTICIPANT_NOT_FOUND" | "PARTNER_KEY_NOT_FOUND" | "PAYMENT_FAILED" | "PAYMENT_METHOD_UNAVAILABLE" | "PAYMENT_NOT_VERIFIED" | "PRICES_CHANGED" | "REFUND_NOT_FOUND" | "REJECTED" | "REQUIRED" | "SERVICE_NOT_FOUND" | "SESSION_NOT_FOUND" | "SLUG_TAKEN" | "STAFF_ACCOUNT_NOT_FOUND" | "TESTIMONIAL_NOT_FOUND" | "TOKEN_EXPIRED" | "TOO_LONG" | "TOO_SHORT" | "UNKNOWN_PLACEHOLDER" | "UNKNOWN_SCOPE" | "UNSAFE_URL" | "USERNAME_TAKEN" | "VERSION_NOT_FOUND" | "VOUCHER_EXISTS" | "VOUCHER_NOT_FOUND" | "WAITLIST_ENTRY_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_ENDPOINT_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type VisitorMailState = "KEPT" | "NOT_SENT" | "QUEUED" | "WITHHELD" | "%future added value";
export type SubmitCourseRequestInput = {
  courseId: number;
  email: string;
  message?: string | null | undefined;
  name: string;
  privacyAccepted: boolean;
  website?: string | null | undefined;
};
export type useSubmitCourseRequestMutation$variables = {
  input: SubmitCourseRequestInput;
};
export type useSubmitCourseRequestMutation$data = {
  readonly submitCourseRequest: {
    readonly acknowledgement: VisitorMailState | null | undefined;
    readonly booking: {
      readonly course: {
        readonly availability: CourseAvailability;
        readonly bookable: boolean;
        readonly id: string;
      } | null | undefined;
      readonly databaseId: number;
      readonly email: string;
      readonly id: string;
      readonly status: BookingStatus;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitCourseRequestMutation = {
  response: useSubmitCourseRequestMutation$data;
  variables: useSubmitCourseRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SubmitCourseRequestPayload",
    "kind": "LinkedField",
    "name": "submitCourseRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "booking",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Course",
            "kind": "LinkedField",
            "name": "course",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bookable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availability",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "acknowledgement",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitCourseRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitCourseRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "46418a77f9dbf230054e0dee3fda7c43e6b0817a8ca5a1cb72f0d640c966f442",
    "metadata": {},
    "name": "useSubmitCourseRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29b1a15f45b9df17f014612540c37db4";

export default node;
