/**
 * @generated SignedSource<<3e0d4307d2f999b35f9a7ed54a7b985c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceCard_service$data = {
  readonly description: string;
  readonly descriptionEn: string | null | undefined;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string | null | undefined;
  readonly " $fragmentType": "ServiceCard_service";
};
export type ServiceCard_service$key = {
  readonly " $data"?: ServiceCard_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceCard_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceCard_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
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
      "name": "titleEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionEn",
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "02c8a0ee5e9dc9b9de8172decc6e0cae";

export default node;
