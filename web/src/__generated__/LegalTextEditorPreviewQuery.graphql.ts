/**
 * @generated SignedSource<<5d9da3a5e73079399747fef7a4b42803>>
 * @relayHash 62222dd8ca2b5cd8a61663e149839ec6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cadce7ed4eacaf4dad26ee0b61f3116ac04f4c7262b72c913382c732c33c8cd1

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "%future added value";
export type LegalTextEditorPreviewQuery$variables = {
  language: Language;
  markdown: string;
};
export type LegalTextEditorPreviewQuery$data = {
  readonly adminLegalTextPreview: {
    readonly html: string;
    readonly unfilled: ReadonlyArray<string>;
  };
};
export type LegalTextEditorPreviewQuery = {
  response: LegalTextEditorPreviewQuery$data;
  variables: LegalTextEditorPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "markdown"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "language",
      "variableName": "language"
    },
    {
      "kind": "Variable",
      "name": "markdown",
      "variableName": "markdown"
    }
  ],
  "concreteType": "LegalTextPreview",
  "kind": "LinkedField",
  "name": "adminLegalTextPreview",
  "plural": false,
  "selections": [
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LegalTextEditorPreviewQuery",
    "selections": [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LegalTextEditorPreviewQuery",
    "selections": [
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "cadce7ed4eacaf4dad26ee0b61f3116ac04f4c7262b72c913382c732c33c8cd1",
    "metadata": {},
    "name": "LegalTextEditorPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b210b15c43981a1cd8bff0aed8eb7fc";

export default node;
