/**
 * @generated SignedSource<<1991bfb899fa9e434959a5599067c2bd>>
 * @relayHash 986440e04f3eca51feaa14fd4cd0a5b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12dcf455fc34d13329ccb4e784ac822e1ff548648477596a1cfff939de00110c

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "%future added value";
export type LegalDocumentKind = "IMPRINT" | "PRIVACY" | "TERMS" | "%future added value";
export type AdminLegalPageQuery$variables = Record<PropertyKey, never>;
export type AdminLegalPageQuery$data = {
  readonly adminLegalPlaceholders: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
    readonly valueDe: string;
    readonly valueEn: string;
  }>;
  readonly adminLegalTexts: ReadonlyArray<{
    readonly document: LegalDocumentKind;
    readonly html: string;
    readonly language: Language;
    readonly markdown: string;
    readonly reviewed: boolean;
    readonly unfilled: ReadonlyArray<string>;
    readonly updatedAt: string | null | undefined;
    readonly updatedBy: string | null | undefined;
    readonly versions: ReadonlyArray<{
      readonly authorName: string | null | undefined;
      readonly createdAt: string;
      readonly number: number;
      readonly restoredFromId: number | null | undefined;
    }>;
  }>;
};
export type AdminLegalPageQuery = {
  response: AdminLegalPageQuery$data;
  variables: AdminLegalPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "AdminLegalText",
  "kind": "LinkedField",
  "name": "adminLegalTexts",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "document",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markdown",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "html",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unfilled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LegalTextVersion",
      "kind": "LinkedField",
      "name": "versions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restoredFromId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "LegalPlaceholderInfo",
  "kind": "LinkedField",
  "name": "adminLegalPlaceholders",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueDe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueEn",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminLegalPageQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v0/*:: as any*/),
        "action": "THROW"
      },
      {
        "kind": "RequiredField",
        "field": (v1/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLegalPageQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "12dcf455fc34d13329ccb4e784ac822e1ff548648477596a1cfff939de00110c",
    "metadata": {},
    "name": "AdminLegalPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f4a178ad21e5c02d8b3cdae9263902cf";

export default node;
