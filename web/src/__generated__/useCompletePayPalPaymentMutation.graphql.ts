/**
 * @generated SignedSource<<7e0a5013b207737fbac11e943020a453>>
 * @relayHash 8e73bd8287a80311dbb7befb909900f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b73aac18cf814779a58fa8fe070dee3dafed7d8d243d0c56891e09b0e8eb2fb1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type UserErrorCode = "ACCOUNT_GIVEN" | "AGE_OUT_OF_RANGE" | "ALREADY_CONVERTED" | "BLOG_POST_NOT_FOUND" | "BOOKING_NOT_FOUND" | "CART_EMPTY" | "CONTACT_MESSAGE_NOT_FOUND" | "COURSE_CANCELLED" | "COURSE_ENDED" | "COURSE_FULL" | "COURSE_HAS_ORDERS" | "COURSE_NOT_FOUND" | "COURSE_NOT_FULL" | "COURSE_NOT_STARTED" | "COURSE_STARTED" | "DEMO_MODE" | "EVENT_NOT_IN_SCOPE" | "GO_LIVE_CONDITION_OPEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_BIC" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_DATE" | "INVALID_EMAIL" | "INVALID_IBAN" | "INVALID_TOKEN" | "INVALID_TRANSITION" | "INVALID_URL" | "INVALID_VAT_ID" | "INVALID_VOUCHER_STEP" | "INVITATION_NOT_FOUND" | "INVOICE_EXISTS" | "LAST_ADMIN" | "MAIL_NOT_FOUND" | "MUST_ACCEPT" | "NEWSLETTER_ISSUE_NOT_FOUND" | "NOT_IN_CART" | "NOT_ON_OWN_ACCOUNT" | "NO_RECIPIENTS" | "OFFER_NOT_AVAILABLE" | "ORDER_ANONYMISED" | "ORDER_CANCELLED" | "ORDER_ITEM_NOT_FOUND" | "ORDER_NOT_DELETABLE" | "ORDER_NOT_FOUND" | "ORDER_NOT_PAID" | "ORDER_NOT_PAYABLE" | "OUT_OF_RANGE" | "PARTICIPANTS_INCOMPLETE" | "PARTICIPANT_NOT_FOUND" | "PARTNER_KEY_NOT_FOUND" | "PAYMENT_FAILED" | "PAYMENT_METHOD_UNAVAILABLE" | "PAYMENT_NOT_VERIFIED" | "PRICES_CHANGED" | "REFUND_NOT_FOUND" | "REJECTED" | "REQUIRED" | "SERVICE_NOT_FOUND" | "SESSION_NOT_FOUND" | "SLUG_TAKEN" | "STAFF_ACCOUNT_NOT_FOUND" | "TESTIMONIAL_NOT_FOUND" | "TOKEN_EXPIRED" | "TOO_LONG" | "TOO_SHORT" | "UNKNOWN_PLACEHOLDER" | "UNKNOWN_SCOPE" | "UNSAFE_URL" | "USERNAME_TAKEN" | "VERSION_NOT_FOUND" | "VOUCHER_EXISTS" | "VOUCHER_NOT_FOUND" | "WAITLIST_ENTRY_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_ENDPOINT_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type CompletePayPalPaymentInput = {
  accessKey: string;
  paypalOrderId: string;
};
export type useCompletePayPalPaymentMutation$variables = {
  input: CompletePayPalPaymentInput;
};
export type useCompletePayPalPaymentMutation$data = {
  readonly completePayPalPayment: {
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly order: {
      readonly id: string;
      readonly orderStatus: OrderStatus;
      readonly paymentStatus: PaymentStatus;
      readonly " $fragmentSpreads": FragmentRefs<"CancellationRequest_order" | "OrderDetails_order" | "OrderInvoices_order" | "OrderTimeline_order" | "RefundIbanForm_order">;
    } | null | undefined;
  };
};
export type useCompletePayPalPaymentMutation = {
  response: useCompletePayPalPaymentMutation$data;
  variables: useCompletePayPalPaymentMutation$variables;
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
  "kind": "ScalarField",
  "name": "orderStatus",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentStatus",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompletePayPalPaymentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompletePayPalPaymentPayload",
        "kind": "LinkedField",
        "name": "completePayPalPayment",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderDetails_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderInvoices_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderTimeline_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CancellationRequest_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RefundIbanForm_order"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useCompletePayPalPaymentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompletePayPalPaymentPayload",
        "kind": "LinkedField",
        "name": "completePayPalPayment",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                      (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                  (v8/*:: as any*/),
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
                      (v9/*:: as any*/),
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
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "invoices",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "issuedAt",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refersToNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "downloadUrl",
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
                  (v10/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancellationRequestedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Refund",
                "kind": "LinkedField",
                "name": "refunds",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountGiven",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b73aac18cf814779a58fa8fe070dee3dafed7d8d243d0c56891e09b0e8eb2fb1",
    "metadata": {},
    "name": "useCompletePayPalPaymentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a8ec4060f6a0e5300032136fcca86b36";

export default node;
