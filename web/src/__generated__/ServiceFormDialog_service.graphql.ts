/**
 * @generated SignedSource<<1f628da0c738633a4b54ae858c7112ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceFormDialog_service$data = {
  readonly description: string;
  readonly descriptionEn: string | null | undefined;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly order: number;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string | null | undefined;
  readonly " $fragmentType": "ServiceFormDialog_service";
};
export type ServiceFormDialog_service$key = {
  readonly " $data"?: ServiceFormDialog_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceFormDialog_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceFormDialog_service",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "c7d80995a8a39503a20131b47fd48aad";

export default node;
