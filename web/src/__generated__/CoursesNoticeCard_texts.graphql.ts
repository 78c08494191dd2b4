/**
 * @generated SignedSource<<13f4a63cb350a677f05c0a6261b6bdda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoursesNoticeCard_texts$data = {
  readonly de: {
    readonly text: string;
    readonly title: string;
  } | null | undefined;
  readonly en: {
    readonly text: string;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "CoursesNoticeCard_texts";
};
export type CoursesNoticeCard_texts$key = {
  readonly " $data"?: CoursesNoticeCard_texts$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoursesNoticeCard_texts">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "text",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoursesNoticeCard_texts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CoursesNotice",
      "kind": "LinkedField",
      "name": "de",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CoursesNotice",
      "kind": "LinkedField",
      "name": "en",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "CoursesNoticeTexts",
  "abstractKey": null
};
})();

(node as any).hash = "4610438fe10bdda56f615fe8bbccdfd4";

export default node;
