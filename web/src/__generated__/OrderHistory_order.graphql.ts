/**
 * @generated SignedSource<<a52b1a34b59532a6fbd7198db98f1f6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailDeliveryStatus = "CAUGHT" | "FAILED" | "NOT_SENT" | "QUEUED" | "SENT" | "%future added value";
export type OrderEventType = "CANCELLATION_REQUESTED" | "CREATED" | "CUSTOMER_CHANGED" | "MAIL_QUEUED" | "PARTICIPANTS_CHANGED" | "PARTICIPANTS_EDITED" | "PARTICIPANT_AGE_EXCEPTION" | "PAYMENT_AMOUNT_MISMATCH" | "PAYMENT_CANCELLED_BY_CUSTOMER" | "PAYMENT_CAPTURED" | "PAYMENT_DEADLINE_PASSED" | "PAYMENT_FAILED" | "PAYMENT_STARTED" | "PAYMENT_START_FAILED" | "PAYMENT_STATUS_CHANGED" | "REFUND_ACCOUNT_GIVEN" | "REFUND_FAILED" | "REFUND_MADE" | "REFUND_REQUESTED" | "STATUS_CHANGED" | "VOUCHER_ANNOUNCED" | "VOUCHER_PAYOUT_RECEIVED" | "VOUCHER_REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderHistory_order$data = {
  readonly history: ReadonlyArray<{
    readonly actor: string | null | undefined;
    readonly at: string;
    readonly data: any;
    readonly mailStatus: MailDeliveryStatus | null | undefined;
    readonly type: OrderEventType;
  }>;
  readonly " $fragmentType": "OrderHistory_order";
};
export type OrderHistory_order$key = {
  readonly " $data"?: OrderHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderHistory_order",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "history",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
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
            "name": "actor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mailStatus",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "e3e9be3febdc59494f4496464dd5be1d";

export default node;
