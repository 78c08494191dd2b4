/**
 * @generated SignedSource<<570ec923e23f366a1564b1dd2778b0d0>>
 * @relayHash 03b50fad74b206959cb1e6013363a3eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10aa2e2e949696001d5da649591f029c607a8176486c6eb1a0cef6035a274194

import { ConcreteRequest } from 'relay-runtime';
export type BlogPageCategoriesQuery$variables = Record<PropertyKey, never>;
export type BlogPageCategoriesQuery$data = {
  readonly blogCategories: ReadonlyArray<string>;
};
export type BlogPageCategoriesQuery = {
  response: BlogPageCategoriesQuery$data;
  variables: BlogPageCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "blogCategories",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BlogPageCategoriesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BlogPageCategoriesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "10aa2e2e949696001d5da649591f029c607a8176486c6eb1a0cef6035a274194",
    "metadata": {},
    "name": "BlogPageCategoriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a851601e7bb16800ee017436ad370122";

export default node;
