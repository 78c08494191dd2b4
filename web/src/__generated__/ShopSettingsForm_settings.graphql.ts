/**
 * @generated SignedSource<<08e224715c575d8940ba41ce969ce3a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShopSettingsForm_settings$data = {
  readonly bankTransfer: {
    readonly accountHolder: string;
    readonly bankName: string;
    readonly bic: string;
    readonly iban: string;
    readonly isDemo: boolean;
    readonly paymentDays: number;
    readonly ready: boolean;
  };
  readonly minParticipantsWarningDays: number;
  readonly placeHoldMinutes: number;
  readonly vatMode: VatMode;
  readonly " $fragmentType": "ShopSettingsForm_settings";
};
export type ShopSettingsForm_settings$key = {
  readonly " $data"?: ShopSettingsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShopSettingsForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShopSettingsForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "placeHoldMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minParticipantsWarningDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankTransferDetails",
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
          "name": "paymentDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ready",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDemo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ShopSettings",
  "abstractKey": null
};

(node as any).hash = "c456482abdaf15d8bf76af8514e79889";

export default node;
