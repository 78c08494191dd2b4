/**
 * @generated SignedSource<<6191fa3e11198c7537b741f1500917d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RefundMethod = "BANK_TRANSFER" | "PAYPAL" | "%future added value";
export type RefundStatus = "FAILED" | "MADE" | "OWED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RefundIbanForm_order$data = {
  readonly refunds: ReadonlyArray<{
    readonly accountGiven: boolean;
    readonly amountCents: number;
    readonly method: RefundMethod;
    readonly status: RefundStatus;
  }>;
  readonly " $fragmentType": "RefundIbanForm_order";
};
export type RefundIbanForm_order$key = {
  readonly " $data"?: RefundIbanForm_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefundIbanForm_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefundIbanForm_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Refund",
      "kind": "LinkedField",
      "name": "refunds",
      "plural": true,
      "selections": [
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
          "name": "method",
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
          "name": "accountGiven",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "5fb57095ffc729bfa21c76a3894e4fe5";

export default node;
