/**
 * @generated SignedSource<<a3a7e1a70235d5772cef75d2908bf0ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartButton_cart$data = {
  readonly itemCount: number;
  readonly items: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "CartButton_cart";
};
export type CartButton_cart$key = {
  readonly " $data"?: CartButton_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartButton_cart",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "a0c1c68e1aa042bf238ec048c6834fdb";

export default node;
