/**
 * @generated SignedSource<<528a7e1375e2ae8df101ed2f71f7b271>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PayPalMode = "LIVE" | "OFF" | "PAYPAL_SANDBOX" | "STAND_IN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayPalCard_settings$data = {
  readonly payPalMode: PayPalMode;
  readonly " $fragmentType": "PayPalCard_settings";
};
export type PayPalCard_settings$key = {
  readonly " $data"?: PayPalCard_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayPalCard_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayPalCard_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payPalMode",
      "storageKey": null
    }
  ],
  "type": "ShopSettings",
  "abstractKey": null
};

(node as any).hash = "b5403be6586e880fc151d672bac3ebf3";

export default node;
