/**
 * @generated SignedSource<<fabb7c104c445f5a0f4e9db0fb0b3868>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BusinessProfileForm_profile$data = {
  readonly country: string;
  readonly email: string;
  readonly legalName: string;
  readonly notificationEmails: ReadonlyArray<string>;
  readonly owner: string;
  readonly phone: string;
  readonly postalCode: string;
  readonly registerEntry: string;
  readonly street: string;
  readonly taxNumber: string;
  readonly town: string;
  readonly vatId: string;
  readonly " $fragmentType": "BusinessProfileForm_profile";
};
export type BusinessProfileForm_profile$key = {
  readonly " $data"?: BusinessProfileForm_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"BusinessProfileForm_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BusinessProfileForm_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legalName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "owner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "town",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registerEntry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notificationEmails",
      "storageKey": null
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "312646fa6169e0404ab9ab957356ee9f";

export default node;
