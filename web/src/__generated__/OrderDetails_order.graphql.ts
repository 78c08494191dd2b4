/**
 * @generated SignedSource<<b41814aa2d833e63f597af53750e47da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CourseText = "CANCELLATION_POLICY" | "DESCRIPTION" | "DURATION" | "LOCATION" | "NOTES" | "SCHEDULE" | "SPECIAL_REQUIREMENTS" | "TITLE" | "WHAT_TO_BRING" | "%future added value";
export type MailDeliveryStatus = "CAUGHT" | "FAILED" | "NOT_SENT" | "QUEUED" | "SENT" | "%future added value";
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type PaymentMethod = "BANK_TRANSFER" | "PAYPAL" | "%future added value";
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type VoucherStatus = "ANNOUNCED" | "PAYOUT_RECEIVED" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetails_order$data = {
  readonly confirmationMailStatus: MailDeliveryStatus | null | undefined;
  readonly confirmationQueuedAt: string | null | undefined;
  readonly customer: {
    readonly email: string;
  };
  readonly items: ReadonlyArray<{
    readonly course: {
      readonly endDate: string | null | undefined;
      readonly startDate: string | null | undefined;
      readonly title: string;
      readonly untranslated: ReadonlyArray<CourseText>;
    };
    readonly databaseId: number;
    readonly lineTotalCents: number;
    readonly quantity: number;
    readonly unitPriceCents: number;
    readonly " $fragmentSpreads": FragmentRefs<"ParticipantNamesEditor_item">;
  }>;
  readonly orderNumber: string;
  readonly orderStatus: OrderStatus;
  readonly payment: {
    readonly bankTransfer: {
      readonly accountHolder: string;
      readonly amountCents: number;
      readonly bankName: string | null | undefined;
      readonly bic: string | null | undefined;
      readonly deadline: string;
      readonly giroCode: {
        readonly svg: string;
      };
      readonly iban: string;
      readonly reference: string;
    } | null | undefined;
    readonly method: PaymentMethod;
  };
  readonly paymentStatus: PaymentStatus;
  readonly totalAmountCents: number;
  readonly vouchers: ReadonlyArray<{
    readonly id: string;
    readonly participantFirstName: string;
    readonly participantLastName: string;
    readonly payoutAmountCents: number | null | undefined;
    readonly refundAmountCents: number | null | undefined;
    readonly status: VoucherStatus;
  }>;
  readonly " $fragmentType": "OrderDetails_order";
};
export type OrderDetails_order$key = {
  readonly " $data"?: OrderDetails_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetails_order",
  "selections": [
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
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ParticipantNamesEditor_item"
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "50ebdaa242e2277728680a7d70a5ced0";

export default node;
