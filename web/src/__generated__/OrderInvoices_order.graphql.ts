/**
 * @generated SignedSource<<5b22de5f7e1a22d714ce6c753bff062d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "CANCELLATION" | "INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderInvoices_order$data = {
  readonly invoices: ReadonlyArray<{
    readonly amountCents: number;
    readonly downloadUrl: string | null | undefined;
    readonly issuedAt: string;
    readonly kind: InvoiceKind;
    readonly number: string;
    readonly refersToNumber: string | null | undefined;
  }>;
  readonly " $fragmentType": "OrderInvoices_order";
};
export type OrderInvoices_order$key = {
  readonly " $data"?: OrderInvoices_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderInvoices_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderInvoices_order",
  "selections": [
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
          "name": "issuedAt",
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
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "d3f71fbea0adbde2b55f299227010e61";

export default node;
