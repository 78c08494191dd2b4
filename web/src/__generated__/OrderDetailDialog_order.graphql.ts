/**
 * @generated SignedSource<<ce2c9ddc16bfbaf7f0ac549df75c7193>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderAction = "CANCEL" | "CONFIRM" | "DELETE" | "MARK_FAILED" | "MARK_PAID" | "REFUND" | "RESEND_CONFIRMATION" | "%future added value";
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type PaymentMethod = "BANK_TRANSFER" | "PAYPAL" | "%future added value";
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type VoucherStatus = "ANNOUNCED" | "PAYOUT_RECEIVED" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetailDialog_order$data = {
  readonly allowedActions: ReadonlyArray<OrderAction>;
  readonly anonymisedAt: string | null | undefined;
  readonly createdAt: string;
  readonly customer: {
    readonly address: string;
    readonly city: string;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly zipCode: string;
  };
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly course: {
      readonly endDate: string | null | undefined;
      readonly startDate: string | null | undefined;
      readonly time: string | null | undefined;
      readonly title: string;
    };
    readonly databaseId: number;
    readonly lineTotalCents: number;
    readonly participants: ReadonlyArray<{
      readonly birthDate: string | null | undefined;
      readonly databaseId: number;
      readonly firstName: string;
      readonly lastName: string;
    }>;
    readonly quantity: number;
    readonly unitPriceCents: number;
  }>;
  readonly language: string;
  readonly orderNumber: string;
  readonly orderStatus: OrderStatus;
  readonly payment: {
    readonly deadline: string | null | undefined;
    readonly method: PaymentMethod;
    readonly status: PaymentStatus;
  };
  readonly paymentId: string | null | undefined;
  readonly paymentStatus: PaymentStatus;
  readonly totalAmountCents: number;
  readonly vouchers: ReadonlyArray<{
    readonly id: string;
    readonly participantDatabaseId: number;
    readonly participantFirstName: string;
    readonly participantLastName: string;
    readonly payoutAmountCents: number | null | undefined;
    readonly payoutReceivedAt: string | null | undefined;
    readonly refundAmountCents: number | null | undefined;
    readonly refundedAt: string | null | undefined;
    readonly status: VoucherStatus;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_order" | "OrderInvoicesSection_order" | "OrderRefunds_order">;
  readonly " $fragmentType": "OrderDetailDialog_order";
};
export type OrderDetailDialog_order$key = {
  readonly " $data"?: OrderDetailDialog_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetailDialog_order">;
};

const node: ReaderFragment = (function(){
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
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetailDialog_order",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "createdAt",
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
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allowedActions",
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmountCents",
      "storageKey": null
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "language",
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "anonymisedAt",
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zipCode",
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
              "name": "time",
              "storageKey": null
            }
          ],
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
            (v3/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deadline",
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
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "participantDatabaseId",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payoutReceivedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refundedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderHistory_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderInvoicesSection_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderRefunds_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "438c6cee2376ee8fc26d694cb98f4acb";

export default node;
