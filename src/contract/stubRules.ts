import type { EndpointName } from './endpoints';

/**
 * Responses only our stub promises: a backend answering otherwise still serves the app, so the
 * contract suite reports them as advisories and OpenAPI marks them `x-stub-rule: true`. Each says
 * why the app does not depend on it. Not imported by the app.
 */
export const stubRules: Partial<Record<EndpointName, Partial<Record<number, string>>>> = {
  getProduct: {
    404: 'the app also accepts 200 with null or an empty body for an unknown id (both show "product not found")',
  },
  listFavorites: {
    400: 'the app always sends a valid email, so it never sees this refusal',
  },
  addFavorite: {
    200:
      'for a favorite already there the app needs a success and no second copy; it never reads insertedId or ' +
      'message, so a backend may answer {acknowledged, insertedId: <the _id>}',
    201: 'the app accepts 200 for an insert as well (it reads the body, not the status)',
    400: 'the app validates the form before sending; a backend may accept or refuse bad input its own way',
    413: 'the app never sends a large body',
    415: 'the app always sends application/json',
  },
  removeFavorite: {
    400: 'the app always sends a valid email, so it never sees this refusal',
    404: 'the app only removes favorites it listed; a backend may answer 200 {deletedCount: 0} instead',
  },
  createUser: {
    201: 'the app accepts 200 for an insert as well (it reads the body, not the status)',
    400: 'the app validates the form before sending; a backend may accept or refuse bad input its own way',
    413: 'the app never sends a large body',
    415: 'the app always sends application/json',
  },
};

export function stubRuleReason(endpoint: EndpointName, status: number): string | undefined {
  return stubRules[endpoint]?.[status];
}
