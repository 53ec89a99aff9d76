// The account feature's public entry: the only file other features may import (eslint.config.js).
export { Avatar } from './Avatar';
export { UserArea } from './UserArea';
export { useSignOut } from './useSignOut';
