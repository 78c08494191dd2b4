/**
 * @generated SignedSource<<c358d934358956d2257ea3a582c95ebe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceLinkList_query$data = {
  readonly services: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
    readonly titleEn: string | null | undefined;
  }>;
  readonly " $fragmentType": "ServiceLinkList_query";
};
export type ServiceLinkList_query$key = {
  readonly " $data"?: ServiceLinkList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceLinkList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceLinkList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "services",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a3d7e51e736ec1162c55231cfed88049";

export default node;
