import type { CategoryWire, FavoriteWire, ProductWire } from '../src/contract';

/** A user record on the product backend (POST /users). */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
}

/** The whole fake backend; collection names are the URL paths (`catagory`: the real backend's spelling). */
export interface Db {
  catagory: CategoryWire[];
  products: ProductWire[];
  favorites: FavoriteWire[];
  users: UserRecord[];
}
