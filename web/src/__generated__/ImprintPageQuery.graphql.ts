/**
 * @generated SignedSource<<578a0b4b3dd28958aba16ceebf8b881c>>
 * @relayHash ede89c4c0c4987e7f0471b4e41b17f91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5aa4481d391e0df69294ca64e06be09e34152da5330f926d47fd68388abe6686

import { ConcreteRequest } from 'relay-runtime';
export type ImprintPageQuery$variables = Record<PropertyKey, never>;
export type ImprintPageQuery$data = {
  readonly publicBusinessProfile: {
    readonly country: string;
    readonly email: string;
    readonly legalName: string;
    readonly phone: string;
    readonly postalCode: string;
    readonly registerEntry: string;
    readonly street: string;
    readonly town: string;
    readonly vatId: string;
  };
};
export type ImprintPageQuery = {
  response: ImprintPageQuery$data;
  variables: ImprintPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PublicBusinessProfile",
    "kind": "LinkedField",
    "name": "publicBusinessProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "legalName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "street",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postalCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "town",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "vatId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registerEntry",
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
    "name": "ImprintPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImprintPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5aa4481d391e0df69294ca64e06be09e34152da5330f926d47fd68388abe6686",
    "metadata": {},
    "name": "ImprintPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef7a98cf9f930824293f6498ca2b0d04";

export default node;
