/**
 * @generated SignedSource<<44141af23636eb7eeddfd02353362e64>>
 * @relayHash edd19061c45c3e3b3c8d395ba324d3cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ddb540775bc1bec862d1192e87dbf663a085c725e2e434ac68956f06d13c5e5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ACCOUNT_GIVEN" | "AGE_OUT_OF_RANGE" | "ALREADY_CONVERTED" | "BLOG_POST_NOT_FOUND" | "BOOKING_NOT_FOUND" | "CART_EMPTY" | "CONTACT_MESSAGE_NOT_FOUND" | "COURSE_CANCELLED" | "COURSE_ENDED" | "COURSE_FULL" | "COURSE_HAS_ORDERS" | "COURSE_NOT_FOUND" | "COURSE_NOT_FULL" | "COURSE_NOT_STARTED" | "COURSE_STARTED" | "DEMO_MODE" | "EVENT_NOT_IN_SCOPE" | "GO_LIVE_CONDITION_OPEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_BIC" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_DATE" | "INVALID_EMAIL" | "INVALID_IBAN" | "INVALID_TOKEN" | "INVALID_TRANSITION" | "INVALID_URL" | "INVALID_VAT_ID" | "INVALID_VOUCHER_STEP" | "INVITATION_NOT_FOUND" | "INVOICE_EXISTS" | "LAST_ADMIN" | "MAIL_NOT_FOUND" | "MUST_ACCEPT" | "NEWSLETTER_ISSUE_NOT_FOUND" | "NOT_IN_CART" | "NOT_ON_OWN_ACCOUNT" | "NO_RECIPIENTS" | "OFFER_NOT_AVAILABLE" | "ORDER_ANONYMISED" | "ORDER_CANCELLED" | "ORDER_ITEM_NOT_FOUND" | "ORDER_NOT_DELETABLE" | "ORDER_NOT_FOUND" | "ORDER_NOT_PAID" | "ORDER_NOT_PAYABLE" | "OUT_OF_RANGE" | "PARTICIPANTS_INCOMPLETE" | "PARTICIPANT_NOT_FOUND" | "PARTNER_KEY_NOT_FOUND" | "PAYMENT_FAILED" | "PAYMENT_METHOD_UNAVAILABLE" | "PAYMENT_NOT_VERIFIED" | "PRICES_CHANGED" | "REFUND_NOT_FOUND" | "REJECTED" | "REQUIRED" | "SERVICE_NOT_FOUND" | "SESSION_NOT_FOUND" | "SLUG_TAKEN" | "STAFF_ACCOUNT_NOT_FOUND" | "TESTIMONIAL_NOT_FOUND" | "TOKEN_EXPIRED" | "TOO_LONG" | "TOO_SHORT" | "UNKNOWN_PLACEHOLDER" | "UNKNOWN_SCOPE" | "UNSAFE_URL" | "USERNAME_TAKEN" | "VERSION_NOT_FOUND" | "VOUCHER_EXISTS" | "VOUCHER_NOT_FOUND" | "WAITLIST_ENTRY_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_ENDPOINT_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type ChangeOrderParticipantsInput = {
  accessKey: string;
  participants: ReadonlyArray<ParticipantNameInput>;
};
export type ParticipantNameInput = {
  birthDate?: string | null | undefined;
  databaseId: number;
  firstName: string;
  lastName: string;
};
export type useChangeOrderParticipantsMutation$variables = {
  input: ChangeOrderParticipantsInput;
};
export type useChangeOrderParticipantsMutation$data = {
  readonly changeOrderParticipants: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly order: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order" | "OrderTimeline_order">;
    } | null | undefined;
  };
};
export type useChangeOrderParticipantsMutation = {
  response: useChangeOrderParticipantsMutation$data;
  variables: useChangeOrderParticipantsMutation$variables;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeOrderParticipantsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeOrderParticipantsPayload",
        "kind": "LinkedField",
        "name": "changeOrderParticipants",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderDetails_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderTimeline_order"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "useChangeOrderParticipantsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeOrderParticipantsPayload",
        "kind": "LinkedField",
        "name": "changeOrderParticipants",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalAmountCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmationQueuedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmationMailStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderCustomer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
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
                    "concreteType": "Course",
                    "kind": "LinkedField",
                    "name": "course",
                    "plural": false,
                    "selections": [
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
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "participantNamesEditable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrderParticipant",
                    "kind": "LinkedField",
                    "name": "participants",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ParticipantProgress",
                        "kind": "LinkedField",
                        "name": "progress",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "attendedSessions",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ReachedBadge",
                            "kind": "LinkedField",
                            "name": "badges",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "name",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "reachedOn",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
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
                "concreteType": "OrderVoucher",
                "kind": "LinkedField",
                "name": "vouchers",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "participantFirstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "participantLastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "payoutAmountCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refundAmountCents",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderPayment",
                "kind": "LinkedField",
                "name": "payment",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "method",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankTransferInstructions",
                    "kind": "LinkedField",
                    "name": "bankTransfer",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "accountHolder",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "iban",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bic",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bankName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reference",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amountCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deadline",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GiroCode",
                        "kind": "LinkedField",
                        "name": "giroCode",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "svg",
                            "storageKey": null
                          }
                        ],
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
                "concreteType": "OrderTimelineEntry",
                "kind": "LinkedField",
                "name": "timeline",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cause",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nameBefore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nameAfter",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1ddb540775bc1bec862d1192e87dbf663a085c725e2e434ac68956f06d13c5e5",
    "metadata": {},
    "name": "useChangeOrderParticipantsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be672b2aea9e1b177cf2e92af94ffd46";

export default node;
