/**
 * @generated SignedSource<<ff5c61fea6b4470c1f1bfe50a169eceb>>
 * @relayHash dbd1f0e40ca92b865b6d841488e7f577
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8e650909436e1976d1870e84773dde6597ed1c06a4820f7d16a25c682e13da6

import { ConcreteRequest } from 'relay-runtime';
export type LegalDocumentKind = "IMPRINT" | "PRIVACY" | "TERMS" | "%future added value";
export type LegalPageQuery$variables = {
  document: LegalDocumentKind;
};
export type LegalPageQuery$data = {
  readonly de: {
    readonly html: string;
    readonly updatedOn: string;
  };
  readonly en: {
    readonly html: string;
    readonly updatedOn: string;
  };
};
export type LegalPageQuery = {
  response: LegalPageQuery$data;
  variables: LegalPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "document"
  }
],
v1 = {
  "kind": "Variable",
  "name": "document",
  "variableName": "document"
},
v2 = [
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
    "name": "updatedOn",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": "de",
    "args": [
      (v1/*:: as any*/),
      {
        "kind": "Literal",
        "name": "language",
        "value": "DE"
      }
    ],
    "concreteType": "LegalPage",
    "kind": "LinkedField",
    "name": "legalPage",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "en",
    "args": [
      (v1/*:: as any*/),
      {
        "kind": "Literal",
        "name": "language",
        "value": "EN"
      }
    ],
    "concreteType": "LegalPage",
    "kind": "LinkedField",
    "name": "legalPage",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LegalPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LegalPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d8e650909436e1976d1870e84773dde6597ed1c06a4820f7d16a25c682e13da6",
    "metadata": {},
    "name": "LegalPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5871646f576a4bcb9f669404bbe08086";

export default node;
