/**
 * @generated SignedSource<<848e02666f793b5e16943e05cdb1f217>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartContext_cart$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CartPanel_cart">;
  readonly " $fragmentType": "CartContext_cart";
};
export type CartContext_cart$key = {
  readonly " $data"?: CartContext_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartContext_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartContext_cart",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartButton_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartPanel_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "c1e15618a41624284c7581c83bad902b";

export default node;
