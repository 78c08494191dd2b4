/**
 * @generated SignedSource<<78ad6027f63251cf818e86178de42a54>>
 * @relayHash 61370487066ea400ecb5451ef5aad051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac2488a0c2b9fbb879d282955e4d4e66161778cd94f85b169bf3c6c0b3918baf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ACCOUNT_GIVEN" | "AGE_OUT_OF_RANGE" | "ALREADY_CONVERTED" | "BLOG_POST_NOT_FOUND" | "BOOKING_NOT_FOUND" | "CART_EMPTY" | "CONTACT_MESSAGE_NOT_FOUND" | "COURSE_CANCELLED" | "COURSE_ENDED" | "COURSE_FULL" | "COURSE_HAS_ORDERS" | "COURSE_NOT_FOUND" | "COURSE_NOT_FULL" | "COURSE_NOT_STARTED" | "COURSE_STARTED" | "DEMO_MODE" | "EVENT_NOT_IN_SCOPE" | "GO_LIVE_CONDITION_OPEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_BIC" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_DATE" | "INVALID_EMAIL" | "INVALID_IBAN" | "INVALID_TOKEN" | "INVALID_TRANSITION" | "INVALID_URL" | "INVALID_VAT_ID" | "INVALID_VOUCHER_STEP" | "INVITATION_NOT_FOUND" | "INVOICE_EXISTS" | "LAST_ADMIN" | "MAIL_NOT_FOUND" | "MUST_ACCEPT" | "NEWSLETTER_ISSUE_NOT_FOUND" | "NOT_IN_CART" | "NOT_ON_OWN_ACCOUNT" | "NO_RECIPIENTS" | "OFFER_NOT_AVAILABLE" | "ORDER_ANONYMISED" | "ORDER_CANCELLED" | "ORDER_ITEM_NOT_FOUND" | "ORDER_NOT_DELETABLE" | "ORDER_NOT_FOUND" | "ORDER_NOT_PAID" | "ORDER_NOT_PAYABLE" | "OUT_OF_RANGE" | "PARTICIPANTS_INCOMPLETE" | "PARTICIPANT_NOT_FOUND" | "PARTNER_KEY_NOT_FOUND" | "PAYMENT_FAILED" | "PAYMENT_METHOD_UNAVAILABLE" | "PAYMENT_NOT_VERIFIED" | "PRICES_CHANGED" | "REFUND_NOT_FOUND" | "REJECTED" | "REQUIRED" | "SERVICE_NOT_FOUND" | "SESSION_NOT_FOUND" | "SLUG_TAKEN" | "STAFF_ACCOUNT_NOT_FOUND" | "TESTIMONIAL_NOT_FOUND" | "TOKEN_EXPIRED" | "TOO_LONG" | "TOO_SHORT" | "UNKNOWN_PLACEHOLDER" | "UNKNOWN_SCOPE" | "UNSAFE_URL" | "USERNAME_TAKEN" | "VERSION_NOT_FOUND" | "VOUCHER_EXISTS" | "VOUCHER_NOT_FOUND" | "WAITLIST_ENTRY_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_ENDPOINT_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type AddCourseToCartInput = {
  courseId: number;
};
export type addCourseToCartMutation$variables = {
  input: AddCourseToCartInput;
};
export type addCourseToCartMutation$data = {
  readonly addCourseToCart: {
    readonly cart: {
      readonly " $fragmentSpreads": FragmentRefs<"CartContext_cart">;
    };
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type addCourseToCartMutation = {
  response: addCourseToCartMutation$data;
  variables: addCourseToCartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "addCourseToCartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AddCourseToCartPayload",
        "kind": "LinkedField",
        "name": "addCourseToCart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CartContext_cart"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "addCourseToCartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AddCourseToCartPayload",
        "kind": "LinkedField",
        "name": "addCourseToCart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CartItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineTotalCents",
                    "storageKey": null
                  },
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
                    "concreteType": "Course",
                    "kind": "LinkedField",
                    "name": "course",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "untranslated",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "availableSlots",
                        "storageKey": null
                      },
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
                        "name": "ageGroup",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartParticipant",
                    "kind": "LinkedField",
                    "name": "participants",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "birthDate",
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
                "name": "totalAmountCents",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ac2488a0c2b9fbb879d282955e4d4e66161778cd94f85b169bf3c6c0b3918baf",
    "metadata": {},
    "name": "addCourseToCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4318d56530af92b22747b1777f833ee";

export default node;
