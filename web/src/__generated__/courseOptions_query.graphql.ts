/**
 * @generated SignedSource<<a136cccd68c122b9f0035828d9b32d7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type courseOptions_query$data = {
  readonly adminCourses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly startDate: string | null | undefined;
        readonly title: string;
      };
    }>;
  };
  readonly " $fragmentType": "courseOptions_query";
};
export type courseOptions_query$key = {
  readonly " $data"?: courseOptions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"courseOptions_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "courseOptions_query",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 200
          }
        ],
        "concreteType": "CourseConnection",
        "kind": "LinkedField",
        "name": "adminCourses",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CourseEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Course",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startDate",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminCourses(first:200)"
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "399457ac4a8c0ecc79c8103de30857c0";

export default node;
