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
}

/**
 * The seven product-backend calls (docs/product.md §7; the table in docs/contract.md).
 * List responses are envelopes of unknown items here: each item is checked on
 * its own (ProductSchema, CategorySchema, FavoriteSchema) so one bad item can
 * be skipped without losing the list.
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
    responses: { 200: FavoriteListEnvelopeSchema, 400: ErrorBodySchema },
  },
  addFavorite: {
    method: 'POST',
    path: '/favorites',
    body: AddFavoriteBodySchema,
    responses: {
      201: FavoriteCreatedSchema,
      200: FavoriteAlreadyExistsSchema,
      400: ErrorBodySchema,
      413: ErrorBodySchema,
      415: ErrorBodySchema,
    },
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/favorites/:id',
    params: FavoriteIdParamsSchema,
    query: FavoritesQuerySchema,
    responses: { 200: FavoriteDeletedSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
  },
  createUser: {
    method: 'POST',
    path: '/users',
    body: CreateUserBodySchema,
    responses: {
      201: UserCreatedSchema,
      200: UserAlreadyExistsSchema,
      400: ErrorBodySchema,
      413: ErrorBodySchema,
      415: ErrorBodySchema,
    },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
