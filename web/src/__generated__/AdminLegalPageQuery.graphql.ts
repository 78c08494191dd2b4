/**
 * @generated SignedSource<<f5824c6640dc55fce6ad7e615a69634b>>
 * @relayHash b7f2e51b4b1150901c83585f84392a35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49462b86002cf98e6b532863ff4b7439eaba3bafb3759c0843db1e1116f5f262

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
      readonly id: number;
      readonly restoredFromId: number | null | undefined;
    }>;
  }>;
};
export type AdminLegalPageQuery = {
  response: AdminLegalPageQuery$data;
  variables: AdminLegalPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
            "name": "id",
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
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminLegalPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLegalPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "49462b86002cf98e6b532863ff4b7439eaba3bafb3759c0843db1e1116f5f262",
    "metadata": {},
    "name": "AdminLegalPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6b73a655693851ffeda66aa99a4c3ec";

export default node;
