/**
 * @generated SignedSource<<16fc93c4c09c81a458edfebebc9660a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type tmpQuery$variables = Record<PropertyKey, never>;
export type tmpQuery$data = {
  readonly services: ReadonlyArray<{
    readonly id: string;
  }>;
};
export type tmpQuery = {
  response: tmpQuery$data;
  variables: tmpQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "tmpQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "tmpQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e9642a5bfd181cea7bab97aca01b3dc1",
    "id": null,
    "metadata": {},
    "name": "tmpQuery",
    "operationKind": "query",
    "text": "query tmpQuery {\n  services {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c80dab4f440977702c4cdb0288ac3a4";

export default node;
