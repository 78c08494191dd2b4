/**
 * @generated SignedSource<<f11e104266674b1cb1623212525fecaa>>
 * @relayHash 4d70ac2de2a552e83c463e111dec70d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 536e76bd5dec93c711029551d23528b4d090ed1812bf4bc80063f05c15ddb1df

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ACCOUNT_GIVEN" | "AGE_OUT_OF_RANGE" | "ALREADY_CONVERTED" | "BLOG_POST_NOT_FOUND" | "BOOKING_NOT_FOUND" | "CART_EMPTY" | "CONTACT_MESSAGE_NOT_FOUND" | "COURSE_CANCELLED" | "COURSE_ENDED" | "COURSE_FULL" | "COURSE_HAS_ORDERS" | "COURSE_NOT_FOUND" | "COURSE_NOT_FULL" | "COURSE_NOT_STARTED" | "COURSE_STARTED" | "DEMO_MODE" | "EVENT_NOT_IN_SCOPE" | "GO_LIVE_CONDITION_OPEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_BIC" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_DATE" | "INVALID_EMAIL" | "INVALID_IBAN" | "INVALID_TOKEN" | "INVALID_TRANSITION" | "INVALID_URL" | "INVALID_VAT_ID" | "INVALID_VOUCHER_STEP" | "INVITATION_NOT_FOUND" | "INVOICE_EXISTS" | "LAST_ADMIN" | "MAIL_NOT_FOUND" | "MUST_ACCEPT" | "NEWSLETTER_ISSUE_NOT_FOUND" | "NOT_IN_CART" | "NOT_ON_OWN_ACCOUNT" | "NO_RECIPIENTS" | "OFFER_NOT_AVAILABLE" | "ORDER_ANONYMISED" | "ORDER_CANCELLED" | "ORDER_ITEM_NOT_FOUND" | "ORDER_NOT_DELETABLE" | "ORDER_NOT_FOUND" | "ORDER_NOT_PAID" | "ORDER_NOT_PAYABLE" | "OUT_OF_RANGE" | "PARTICIPANTS_INCOMPLETE" | "PARTICIPANT_NOT_FOUND" | "PARTNER_KEY_NOT_FOUND" | "PAYMENT_FAILED" | "PAYMENT_METHOD_UNAVAILABLE" | "PAYMENT_NOT_VERIFIED" | "PRICES_CHANGED" | "REFUND_NOT_FOUND" | "REJECTED" | "REQUIRED" | "SERVICE_NOT_FOUND" | "SESSION_NOT_FOUND" | "SLUG_TAKEN" | "STAFF_ACCOUNT_NOT_FOUND" | "TESTIMONIAL_NOT_FOUND" | "TOKEN_EXPIRED" | "TOO_LONG" | "TOO_SHORT" | "UNKNOWN_PLACEHOLDER" | "UNKNOWN_SCOPE" | "UNSAFE_URL" | "USERNAME_TAKEN" | "VERSION_NOT_FOUND" | "VOUCHER_EXISTS" | "VOUCHER_NOT_FOUND" | "WAITLIST_ENTRY_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_ENDPOINT_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type useHoldCartPlacesMutation$variables = Record<PropertyKey, never>;
export type useHoldCartPlacesMutation$data = {
  readonly holdCartPlaces: {
    readonly cart: {
      readonly items: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"CartContext_cart">;
    };
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly heldUntil: string | null | undefined;
  };
};
export type useHoldCartPlacesMutation = {
  response: useHoldCartPlacesMutation$data;
  variables: useHoldCartPlacesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heldUntil",
  "storageKey": null
},
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useHoldCartPlacesMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HoldCartPlacesPayload",
        "kind": "LinkedField",
        "name": "holdCartPlaces",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CartItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useHoldCartPlacesMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HoldCartPlacesPayload",
        "kind": "LinkedField",
        "name": "holdCartPlaces",
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
                  (v0/*:: as any*/),
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
                      (v0/*:: as any*/),
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
                      (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "536e76bd5dec93c711029551d23528b4d090ed1812bf4bc80063f05c15ddb1df",
    "metadata": {},
    "name": "useHoldCartPlacesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f3ab28950bbaaf5df2d6b483f422d0c";

export default node;
