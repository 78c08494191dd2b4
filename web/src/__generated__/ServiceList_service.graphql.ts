/**
 * @generated SignedSource<<03329c2bfc40d9893fc309ae6b23fcaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceList_service$data = ReadonlyArray<{
  readonly databaseId: number;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly order: number;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string | null | undefined;
  readonly " $fragmentType": "ServiceList_service";
}>;
export type ServiceList_service$key = ReadonlyArray<{
  readonly " $data"?: ServiceList_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceList_service">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ServiceList_service",
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
      "name": "databaseId",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "3a0377352fc8d191bd1e7b072b55f6eb";

export default node;
