import { CategoryListEnvelopeSchema } from './category';
import { ErrorBodySchema } from './common';
import {
  AddFavoriteBodySchema,
  FavoriteAlreadyExistsSchema,
  FavoriteCreatedSchema,
  FavoriteDeletedSchema,
  FavoriteIdParamsSchema,
  FavoriteListEnvelopeSchema,
  FavoritesQuerySchema,
} from './favorite';
import { ProductIdParamsSchema, ProductListEnvelopeSchema, ProductSchema } from './product';
import { CreateUserBodySchema, UserAlreadyExistsSchema, UserCreatedSchema } from './user';
import type { z } from './zod';

type Method = 'GET' | 'POST' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Express-style path; `:id` is a path parameter. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Every status this call may answer, with the body schema for each. */
  responses: Record<number, z.ZodMiniType>;
  /**
   * `owner`: only the user the call names, by `Authorization: Bearer <Firebase ID token>`: 401 without
   * a valid token, 403 when its email is not the call's `email` (docs/contract.md).
   */
  auth?: 'owner';
}

/** The answers of a call only its owner may make. */
const ownerRefusals = { 401: ErrorBodySchema, 403: ErrorBodySchema };
/** The refusals of an owner's call with a JSON body (400 invalid, 413 too large, 415 not JSON). */
const bodyRefusals = { 400: ErrorBodySchema, ...ownerRefusals, 413: ErrorBodySchema, 415: ErrorBodySchema };

/**
 * The seven product-backend calls (docs/product.md §7, docs/contract.md). Lists are envelopes of
 * unknown items: each item is checked on its own, so one bad item is skipped, not the list.
 */
export const endpoints = {
  listCategories: {
    method: 'GET',
    path: '/catagory', // the real backend's spelling: src/api/categories.ts
    responses: { 200: CategoryListEnvelopeSchema },
  },
  listProducts: {
    method: 'GET',
    path: '/products',
    responses: { 200: ProductListEnvelopeSchema },
  },
  getProduct: {
    method: 'GET',
    path: '/products/:id',
    params: ProductIdParamsSchema,
    responses: { 200: ProductSchema, 404: ErrorBodySchema },
  },
  listFavorites: {
    method: 'GET',
    path: '/favorites',
    query: FavoritesQuerySchema,
    auth: 'owner',
    responses: { 200: FavoriteListEnvelopeSchema, 400: ErrorBodySchema, ...ownerRefusals },
  },
  addFavorite: {
    method: 'POST',
    path: '/favorites',
    body: AddFavoriteBodySchema,
    auth: 'owner',
    responses: { 201: FavoriteCreatedSchema, 200: FavoriteAlreadyExistsSchema, ...bodyRefusals },
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/favorites/:id',
    params: FavoriteIdParamsSchema,
    query: FavoritesQuerySchema,
    auth: 'owner',
    responses: { 200: FavoriteDeletedSchema, 400: ErrorBodySchema, ...ownerRefusals, 404: ErrorBodySchema },
  },
  createUser: {
    method: 'POST',
    path: '/users',
    body: CreateUserBodySchema,
    auth: 'owner',
    responses: { 201: UserCreatedSchema, 200: UserAlreadyExistsSchema, ...bodyRefusals },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
